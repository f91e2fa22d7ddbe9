import { expect, test } from '@playwright/test';
import type { LedgerEntry } from '@atelier/contract';
import { expectAccessible } from './support/axe.ts';
import {
  addToCart,
  mailsTo,
  placeOrder,
  productWithTwoSizes,
  saveAddress,
  signIn,
  type Product,
} from './support/shopper.ts';
import { staffApi } from './support/returns.ts';
import { inviteMember, signInMember } from './support/staff.ts';
import { texts } from './support/texts.ts';
import { screenshots } from './support/screenshots.ts';

// Issue 30 item 7: before it ships, the shopper changes a line's size from the order page (the
// new size taken from stock as the old goes back), and staff change the order in the back
// office after previewing its new totals; once shipped, nothing more can change.
const en = texts('en');

interface Priced {
  sku: string;
  color: string;
  size: string;
  stock: number;
  sellinglPrice: number;
}

test('a shopper changes a size before shipping, staff change the quantity, and a shipped order stays as it is', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const email = await signIn(page, baseURL!);
  const addressId = await saveAddress(page, baseURL!);
  const { product, first, second } = await productWithTwoSizes(page.request);
  await addToCart(page, baseURL!, email, first.sku, product.id);
  const code = await placeOrder(page, baseURL!, { addressId, paymentMethod: 'cash', lang: 'en' });
  // This order's own rows of a SKU's stock ledger: other journeys sell the same sizes meanwhile,
  // so a stock read before and after would count their sales too.
  const ledgerReader = await staffApi(baseURL!, 'owner', 'Lea Ledger');
  const ledger = async (sku: string) => {
    const { items } = (await ledgerReader.get(
      `/stock/ledger?sku=${encodeURIComponent(sku)}&limit=100`,
    )) as { items: LedgerEntry[] };
    return items
      .filter((row) => row.orderCode === code)
      .map((row) => `${row.reason} ${row.delta}`)
      .sort();
  };
  expect(await ledger(first.sku)).toEqual(['sale -1']);

  // The shopper opens the order and changes the line to the other size.
  await page.goto(`/orders/${code}`);
  await page
    .getByRole('button', { name: en('orders.swap.openFor', { name: product.name }) })
    .click();
  const dialog = page.getByRole('dialog', { name: en('orders.swap.title') });
  const option = dialog.getByRole('radio', { name: new RegExp(second.size) }).first();
  await expect(option).toBeVisible();
  await expectAccessible(page, 'change size dialog');
  await screenshots(page, 'order-change-size');
  await option.check();
  await dialog.getByRole('button', { name: en('orders.swap.confirm'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en('orders.swap.done'))).toBeVisible();
  const items = page.getByRole('table');
  await expect(items.getByRole('cell', { name: second.size, exact: true })).toBeVisible();
  await expect(page.getByText(/^Order changed/)).toBeVisible();
  expect(await ledger(first.sku)).toEqual(['cancellation 1', 'sale -1']);
  expect(await ledger(second.sku)).toEqual(['sale -1']);
  await expect
    .poll(() => mailsTo(email, baseURL).map((m) => m.subject))
    .toContain(`Your order ${code} has changed`);

  // Staff make it two of that size: the preview says the new total replaces the unpaid one.
  const owner = await inviteMember(request, baseURL!, 'owner', 'Edna Edits');
  const staff = await (await browser.newContext()).newPage();
  await signInMember(staff, owner, `/admin/orders/${code}`);
  await staff.getByRole('button', { name: 'Change order' }).click();
  const edit = staff.getByRole('dialog', { name: `Change order ${code}` });
  await edit.getByRole('group', { name: product.name }).getByLabel('Quantity').fill('2');
  await edit.getByRole('button', { name: 'Preview the new totals' }).click();
  await expect(
    edit.getByText(/^Not paid yet: the new total of .+ replaces the old\.$/),
  ).toBeVisible();
  await expectAccessible(staff, 'change order dialog');
  await screenshots(staff, 'admin-change-order');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  // The shopper's swap and this change, each on the timeline.
  await expect(staff.getByText(/^Changed: total/)).toHaveCount(2);
  expect(await ledger(second.sku)).toEqual(['sale -1', 'sale -1']);

  // Shipped, the order offers no change any more, to the shopper or to staff.
  await staff.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = staff.getByRole('dialog', { name: `Ship order ${code}` });
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(ship).toBeHidden();
  await expect(staff.getByRole('button', { name: 'Change order' })).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('heading', { name: en('orders.orderTitle', { code }) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: en('orders.swap.open') })).toHaveCount(0);
});

test('a card order changed to a dearer size asks for the difference on the order page; paid, it may ship', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = await signIn(page, baseURL!);
  const addressId = await saveAddress(page, baseURL!);
  // A product whose sizes cost differently: the cheapest one bought, the dearest one swapped to.
  const list = await (
    await page.request.get('/api/v1/products', { params: { lang: 'en', pagesize: 40 } })
  ).json();
  let found: { product: Product & { variants: Priced[] }; cheap: Priced; dear: Priced } | undefined;
  for (const card of list.content as { id: number }[]) {
    const product = await (await page.request.get(`/api/v1/products/${card.id}/en`)).json();
    const stocked = (product.variants as Priced[]).filter((v) => v.stock >= 2);
    const byPrice = [...stocked].sort((x, y) => x.sellinglPrice - y.sellinglPrice);
    const [cheap, dear] = [byPrice[0], byPrice.at(-1)];
    if (cheap && dear && dear.sellinglPrice > cheap.sellinglPrice) {
      found = { product, cheap, dear };
      break;
    }
  }
  expect(found, 'a product whose sizes cost differently').toBeDefined();
  const { product, cheap, dear } = found!;
  await addToCart(page, baseURL!, email, cheap.sku, product.id);
  const code = await placeOrder(page, baseURL!, { addressId, paymentMethod: 'bank', lang: 'en' });
  // Paid through the API with the test card: the payment page has journeys of its own.
  const placed = await (await page.request.get(`/api/v1/orders/by-code/${code}`)).json();
  const headers = { Origin: baseURL! };
  const intent = await (
    await page.request.post('/api/payment/create-payment-intent', {
      headers,
      data: { amount: placed.total, currency: 'usd', orderCode: code },
    })
  ).json();
  const card = {
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: 2039,
    cvc: '123',
    name: 'Ada',
  };
  const paid = await page.request.post('/api/payment/test/confirm', {
    headers,
    data: { clientSecret: intent.clientSecret, ...card },
  });
  expect((await paid.json()).status).toBe('succeeded');

  await page.goto(`/orders/${code}`);
  await page
    .getByRole('button', { name: en('orders.swap.openFor', { name: product.name }) })
    .click();
  const dialog = page.getByRole('dialog', { name: en('orders.swap.title') });
  await dialog
    .getByRole('radio', {
      name: new RegExp(`^${[dear.size, dear.color].filter(Boolean).join(' · ')} — `),
    })
    .check();
  await dialog.getByRole('button', { name: en('orders.swap.confirm'), exact: true }).click();
  await expect(dialog).toBeHidden();
  const due = page.getByText(/is due for the change: your order ships once it is paid\.$/);
  await expect(due).toBeVisible();
  await expect(page.getByText(/^Order changed; .+ to pay$/)).toBeVisible();
  await expectAccessible(page, 'order owing a difference');
  await screenshots(page, 'order-balance-due');

  await page.getByRole('button', { name: /^Pay / }).click();
  const pay = page.getByRole('dialog', { name: /^Pay / });
  await pay.getByLabel('Name on card').fill('Ada Lovelace');
  await pay.getByLabel('Card number').fill('4242424242424242');
  await pay.getByLabel('Expiry (MM/YY)').fill('12/39');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText(en('orders.swap.paid'))).toBeVisible();
  await expect(due).toHaveCount(0);
  await expect(page.getByText(/^Difference paid: /)).toBeVisible();
  // The outbox sends a moment after the payment commits.
  await expect
    .poll(() => mailsTo(email, baseURL).map((m) => m.subject))
    .toContain(`Payment received for the change to your order ${code}`);
});
