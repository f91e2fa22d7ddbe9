import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import {
  mailsTo,
  placeOrder,
  productWithTwoSizes,
  saveAddress,
  signIn,
  type Product,
} from './support/shopper.ts';
import { inviteMember, signInMember } from './support/staff.ts';
import { texts } from './support/texts.ts';
import { screenshots } from './support/screenshots.ts';

// Issue 30 item 7: before it ships, the shopper changes a line's size from the order page (the
// new size taken from stock as the old goes back), and staff change the order in the back
// office after previewing its new totals; once shipped, nothing more can change.
const en = texts('en');

const stockOf = async (page: Page, product: Product, sku: string) => {
  const fresh: Product = await (await page.request.get(`/api/v1/products/${product.id}/en`)).json();
  return fresh.variants.find((v) => v.sku === sku)!.stock;
};

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
  const cart = {
    userId: email,
    lang: 'en',
    sku: first.sku,
    qty: 1,
    action: 'I',
    productId: product.id,
  };
  expect(
    (
      await page.request.post('/api/v1/cart/update', { headers: { Origin: baseURL! }, data: cart })
    ).ok(),
  ).toBe(true);
  const code = await placeOrder(page, baseURL!, { addressId, paymentMethod: 'cash', lang: 'en' });
  const [firstLeft, secondLeft] = [
    await stockOf(page, product, first.sku),
    await stockOf(page, product, second.sku),
  ];

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
  expect(await stockOf(page, product, first.sku)).toBe(firstLeft + 1);
  expect(await stockOf(page, product, second.sku)).toBe(secondLeft - 1);
  expect(mailsTo(email, baseURL).some((m) => m.subject === `Your order ${code} has changed`)).toBe(
    true,
  );

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
  expect(await stockOf(page, product, second.sku)).toBe(secondLeft - 2);

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
