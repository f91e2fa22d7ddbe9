// Issue 29 item 2: the owner fixes Diamond's monthly price in euros; a shopper of the euro market
// sees it on the plan card, and its order asks exactly that in euros.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { screenshots } from './support/screenshots.ts';
import { signIn } from './support/shopper.ts';
import { inviteMember, signInMember } from './support/staff.ts';

// '17,00 €' as French writes euros (a narrow no-break space before the sign).
const SEVENTEEN_EUROS = /17,00\s€/;

test('a plan priced at €17 in the back office costs €17 a month to a euro shopper', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const owner = await inviteMember(request, baseURL!, 'owner', 'Plan Owner');
  await signInMember(page, owner, '/admin/plans');
  await page.getByRole('button', { name: 'Edit Diamond' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Diamond' });
  const prices = dialog.getByRole('group', { name: 'Price per currency' });
  await prices.getByLabel('EUR').fill('17');
  await prices.getByLabel('JPY').fill('2500.5');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(prices.getByLabel('JPY')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'plan prices per currency');
  await screenshots(page, 'plan-currencies');
  await prices.getByLabel('JPY').fill('');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(dialog).toHaveCount(0);

  const shopper = await (await browser.newContext()).newPage();
  await signIn(shopper, baseURL!);
  await shopper.goto('/profile?tab=subscription&lang=fr&market=eu');
  const diamond = shopper
    .getByRole('listitem')
    .filter({ has: shopper.getByRole('heading', { name: 'Diamond', exact: true }) });
  await expect(diamond.getByText(SEVENTEEN_EUROS)).toBeVisible();
  await screenshots(shopper, 'plans-euros');
  await diamond.getByRole('button', { name: 'S’abonner' }).click();
  await expect(shopper).toHaveURL(/\/cart\/checkout\/payment\?order=/);
  const code = new URL(shopper.url()).searchParams.get('order')!;
  const order = await (await shopper.request.get(`/api/v1/orders/by-code/${code}`)).json();
  expect(order).toMatchObject({ currency: 'EUR', total: 17 });
  await expect(shopper.getByRole('main').getByText(SEVENTEEN_EUROS).first()).toBeVisible();
  await shopper.context().close();
});
