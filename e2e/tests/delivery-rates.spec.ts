import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, settle } from './support/axe.ts';
import { ownServer } from './support/server.ts';
import { ownAddress, signIn, TEST_ADDRESS, type Product } from './support/shopper.ts';
import { inviteMember, signInMember } from './support/staff.ts';

// Issue 29 item 5: the shop's delivery promises follow the merchant's rates. Staff price US
// Standard at $5.95, free over $100; a US shopper sees it on the product page, in the cart and at
// checkout, which charges it below the threshold and not above. On a server of its own: the suite's
// other journeys deliver to the US for free on the shared one.
const { baseURL: BASE } = ownServer('delivery', Number(process.env.E2E_DELIVERY_PORT ?? 3195));

const PHONE = { width: 390, height: 844 };
const OREGON = {
  city: 'Portland',
  region: 'OR',
  zipocode: '97204',
  addrssLine1: '1120 SW 5th Ave',
};
const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** The screen at phone width: it fits, and SCREENSHOTS (a folder) gets a picture of it. */
async function atPhoneWidth(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
    PHONE.width,
  );
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}-phone.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A product whose first variant sells under $50 with stock enough to pass $100 in one cart. */
async function cheapProduct(page: Page) {
  const list = await (
    await page.request.get('/api/v1/products', { params: { lang: 'en', pagesize: 40 } })
  ).json();
  for (const card of list.content as { id: number }[]) {
    const product = (await (
      await page.request.get(`/api/v1/products/${card.id}/en`)
    ).json()) as Product & { variants: { sellinglPrice: number }[] };
    const [first] = product.variants;
    const price = first?.sellinglPrice ?? 0;
    if (price > 5 && price < 50 && first!.stock > Math.ceil(100 / price)) {
      return { product, price, enough: Math.ceil(100 / price) };
    }
  }
  throw new Error('the catalog has no product under $50 with enough stock');
}

/** Places the cart's order to the saved address, cash on delivery; answers its shipping. */
async function placeCashOrder(page: Page) {
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/success\?order=/);
  const code = new URL(page.url()).searchParams.get('order')!;
  const order = await (await page.request.get(`/api/v1/orders/by-code/${code}`)).json();
  return order.totals as { shipping: number; subtotal: number; total: number };
}

test('staff price US Standard at $5.95, free over $100: a US shopper is promised it and charged it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // Before any rate: the seeded shop's free delivery everywhere.
  const { product, price, enough } = await cheapProduct(page);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText('Free delivery', { exact: true })).toBeVisible();
  await expect(page.getByText('Delivered in 3–7 days')).toBeVisible();
  const drawn = async () => (await page.request.get(`/product/${product.id}`)).text();
  expect(await drawn()).toContain('<dt>Free delivery</dt>');

  const staff = await browser.newPage({ baseURL: BASE });
  const owner = await inviteMember(staff.request, BASE, 'owner', 'Rates Owner');
  await signInMember(staff, owner, '/admin/shipping');
  await staff.getByRole('button', { name: 'New zone' }).click();
  const dialog = staff.getByRole('dialog', { name: 'New shipping zone' });
  await dialog.getByLabel('Zone name').fill('United States');
  await dialog.getByLabel('Countries').fill('us');
  await dialog.getByLabel('Name of method 1 · English').fill('Standard');
  await dialog.getByLabel('Price · USD', { exact: true }).fill('5.95');
  await dialog.getByLabel('Free over · USD').fill('100');
  await dialog.getByLabel('Delivery from (days)').fill('3');
  await dialog.getByLabel('Delivery up to (days)').fill('5');
  await dialog.getByRole('button', { name: 'Save zone' }).click();
  await expect(staff.getByText('United States saved.')).toBeVisible();
  await staff.close();

  // The product page, drawn and kept per market, is drawn again with the new rates.
  expect(await drawn()).toContain('<dt>Free delivery over $100.00</dt>');
  await signIn(page, BASE);
  const address = { action: 'I', ...TEST_ADDRESS, ...OREGON, default: true };
  const saved = await page.request.post('/api/v1/address', {
    headers: ownAddress(BASE),
    data: address,
  });
  expect(saved.status()).toBe(201);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText('Free delivery over $100.00')).toBeVisible();
  await expect(page.getByText('Delivered in 3–5 days')).toBeVisible();
  await expect(page.getByText('Free delivery', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'product page with delivery rates');
  await atPhoneWidth(page, 'delivery-product');

  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.goto('/cart');
  const totals = page.getByRole('region', { name: 'Cart Total' });
  const short = Math.round((100 - price) * 100) / 100;
  await expect(totals.getByRole('status')).toHaveText(`${dollars(short)} more for free delivery`);
  await expect(totals).toContainText('ShippingFrom $5.95');
  await expectAccessible(page, 'cart below free delivery');
  await atPhoneWidth(page, 'delivery-cart-below');

  await page.goto('/cart/checkout');
  const methods = page.getByRole('group', { name: 'Delivery method' });
  await expect(methods.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await expect(methods).toContainText('$5.95');
  await expect(methods).toContainText('3–5 days');
  await expect(methods).toContainText(`${dollars(short)} more for free delivery`);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Shipping$5.95');
  await expectAccessible(page, 'checkout below free delivery');
  await atPhoneWidth(page, 'delivery-checkout-below');
  expect(await placeCashOrder(page)).toMatchObject({ subtotal: price, shipping: 5.95 });

  // Over the threshold: free, in the cart and in the order.
  await page.goto(`/product/${product.id}`);
  await page.getByLabel('Quantity').fill(String(enough));
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.goto('/cart');
  await expect(totals.getByRole('status')).toHaveText('Free delivery');
  await expect(totals).toContainText('ShippingFree');
  await atPhoneWidth(page, 'delivery-cart-free');
  await page.goto('/cart/checkout');
  await expect(methods.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await expect(summary).toContainText('ShippingFree');
  await expect(methods).not.toContainText('more for free delivery');
  expect(await placeCashOrder(page)).toMatchObject({ shipping: 0 });
});
