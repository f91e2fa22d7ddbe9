import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PASSWORD, registerAccount, type Product } from './support/shopper.ts';

/**
 * Presses `key` until `target` has the focus, and checks it shows a focus ring. Fails after `max`
 * presses: a control Tab never reaches is a control a keyboard user can't use.
 */
async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 120 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(target).toBeFocused({ timeout: 0 });
  await expectFocusRing(target);
}

/**
 * The focused control draws a ring: an outline on itself, on its `::after` (a card's stretched
 * link), or on the label or box wrapping it (a radio chip, an input's frame).
 */
async function expectFocusRing(target: Locator) {
  const ring = await target.evaluate((el) => {
    const outlined = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    if (outlined(getComputedStyle(el)) || outlined(getComputedStyle(el, '::after'))) return true;
    const frame = el.closest('label') ?? el.parentElement;
    return frame !== null && outlined(getComputedStyle(frame));
  });
  expect(ring, 'a visible focus ring').toBe(true);
}

/** A home flash-sale product whose second colour comes in two sizes, all in stock. */
async function productWithColours(request: APIRequestContext) {
  const section = await (
    await request.get('/api/v1/products', {
      params: { lang: 'en', section: 'flash-sales', pagesize: 8 },
    })
  ).json();
  for (const card of section.content as { id: number }[]) {
    const product: Product = await (await request.get(`/api/v1/products/${card.id}/en`)).json();
    const colours = [...new Set(product.variants.map((v) => v.color))];
    const second = product.variants.filter((v) => v.color === colours[1]);
    if (second.length >= 2 && second.every((v) => v.stock >= 2)) return product;
  }
  throw new Error('no flash-sale product has a second colour in two sizes');
}

test('keyboard only: sign in, pick a product, colour and size, and place a cash order', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = await registerAccount(page, baseURL!);
  const product = await productWithColours(page.request);
  await page.goto('/');
  const header = page.getByRole('banner');

  // Sign in from the header's account icon.
  await tabTo(page, header.getByRole('link', { name: 'My Account' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'href',
    '/profile',
  );

  // Home → the product's card.
  const flashSales = page.getByRole('region', { name: 'Flash Sales' });
  await tabTo(page, flashSales.getByRole('link', { name: product.name, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

  // The second colour, then the other size, with the arrow keys.
  const colours = page.getByRole('group', { name: /^Colour/ }).getByRole('radio');
  await tabTo(page, colours.first());
  await page.keyboard.press('ArrowRight');
  await expect(colours.nth(1)).toBeFocused();
  await expect(colours.nth(1)).toBeChecked();
  const sizes = page.getByRole('group', { name: /^Size/ });
  const firstSize = sizes.getByRole('radio', { checked: true });
  const before = await firstSize.getAttribute('value');
  await page.keyboard.press('Tab');
  await expect(firstSize).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const picked = sizes.getByRole('radio', { checked: true });
  await expect(picked).not.toHaveAttribute('value', before!);
  await expect(picked).toBeFocused();
  await expectFocusRing(picked);
  const size = (await picked.getAttribute('value'))!;
  await expect(page.getByRole('group', { name: /^Size/ })).toHaveAccessibleName(`Size: ${size}`);

  await tabTo(page, page.getByRole('button', { name: 'Add To Cart', exact: true }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByText('Product added to cart!')).toBeVisible();

  // Back up to the header's cart, then on to checkout.
  await tabTo(page, header.getByRole('link', { name: 'Cart, 1 item' }), { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('cell', { name: size, exact: true })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart\/checkout$/);

  // An empty address book opens the new-address form.
  const form = page.getByRole('group', { name: 'New delivery address' });
  const address: [string, string][] = [
    ['Full Name', 'Ada Lovelace'],
    ['Phone', '+44 20 7946 0018'],
    ['Flat / House No.', '12'],
    ['Address Line 1', 'St James Square'],
    // The country list takes the typed name (the browser's type-ahead), then the city.
    ['Country', 'United Kingdom'],
    ['City', 'London'],
    ['Zip Code', 'SW1Y 4JH'],
  ];
  for (const [label, value] of address) {
    await tabTo(page, form.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  const cash = page.getByRole('radio', { name: /Cash on delivery/ });
  await tabTo(page, cash);
  await expect(cash).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Order placed!' })).toBeVisible();
  await expect(page).toHaveURL(/\/success\?order=ATL-/);
  const code = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByText(code)).toBeVisible();
});
