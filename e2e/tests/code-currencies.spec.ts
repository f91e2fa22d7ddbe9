// Issue 29 item 2: catalog staff fix a discount code's amount in euros; a shopper of the euro
// market sees exactly that off in euros, and one in pounds is told the minimum fixed in pounds.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { screenshots } from './support/screenshots.ts';
import { fillCart, signIn } from './support/shopper.ts';
import { inviteMember, signInMember } from './support/staff.ts';

const tag = randomUUID().slice(0, 6).toUpperCase();

test('a code fixed at €9 takes €9 off in the euro market, and asks its minimum in pounds', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const member = await inviteMember(request, baseURL!, 'catalog', 'Currency Staff');
  await signInMember(page, member, '/admin/promotions');
  const code = `EURO9-${tag}`;
  await page.getByRole('button', { name: 'New code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New code' });
  await dialog.getByLabel('Code', { exact: true }).fill(code);
  await dialog.getByLabel('Kind').selectOption('amount');
  await dialog.getByLabel('Amount off ($)').fill('10');
  // Each currency's field in its group: the amounts off, and the minimums.
  const off = (currency: string) =>
    dialog.getByRole('group', { name: 'Amount off per currency' }).getByLabel(currency);
  const minimum = (currency: string) =>
    dialog.getByRole('group', { name: 'Minimum subtotal per currency' }).getByLabel(currency);
  await off('EUR').fill('9');
  await off('JPY').fill('15.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(off('JPY')).toHaveAccessibleDescription(
    /Enter an amount in this currency, like 9 or 8\.50\./,
  );
  await expectAccessible(page, 'discount code per currency');
  await screenshots(page, 'discount-code-currencies');
  await off('JPY').fill('');
  await minimum('GBP').fill('5000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').getByText(`Code ${code} created.`)).toBeVisible();
  // The list says the euros beside the dollars.
  await page.getByLabel('Code or its start').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page
    .getByRole('table', { name: 'Discount codes, newest first' })
    .getByRole('row', { name: new RegExp(`^${code}`) });
  await expect(row).toContainText('$10.00€9.00');

  const shopper = await (await browser.newContext()).newPage();
  const email = await signIn(shopper, baseURL!);
  await fillCart(shopper, baseURL!, email);
  await shopper.goto('/cart/checkout?lang=fr&market=eu');
  await shopper.getByRole('textbox', { name: 'Code de réduction' }).fill(code);
  await shopper.getByRole('button', { name: 'Appliquer' }).click();
  // '−9,00 €' as French writes euros.
  const line = shopper.getByText(`Remise (${code})`);
  await expect(line).toBeVisible();
  await expect(line.locator('xpath=..')).toContainText(/9,00\s€/);
  const cart = await (
    await shopper.request.get('/api/v1/cart', { params: { userId: email, market: 'eu' } })
  ).json();
  expect(cart).toMatchObject({ currency: 'EUR', discount: 9 });
  await screenshots(shopper, 'cart-code-euros');

  // In pounds the code asks for £5,000 of items: the cart says so in pounds.
  await shopper.goto('/cart/checkout?lang=en&market=gb');
  await expect(shopper.getByRole('alert')).toHaveText(
    /Spend at least 5,000 GBP to use this code\./,
  );
  await expectAccessible(shopper, 'cart below the code minimum');
  await shopper.context().close();
});
