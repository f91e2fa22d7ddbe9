// Issues 22 and 19 in the back office: catalog staff make a 10% code with a minimum subtotal that
// a shopper then uses at checkout; an owner sets the referral reward, in Japanese; banners on a
// schedule show in the shop only while they run.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { screenshots } from './support/screenshots.ts';
import { fillCart, saveAddress, signIn } from './support/shopper.ts';
import { inviteMember, signInMember } from './support/staff.ts';

const tag = randomUUID().slice(0, 6).toUpperCase();
const jp = JSON.parse(
  fs.readFileSync(new URL('../../apps/admin/src/locales/jp.json', import.meta.url), 'utf8'),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A moment `hours` from now as a datetime-local field takes it, in the browser's own zone. */
const localIn = (page: Page, hours: number) =>
  page.evaluate((h) => {
    const at = new Date(Date.now() + h * 3_600_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, hours);

test('catalog staff make a 10% code with a minimum; a shopper applies it and sees the discount', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const member = await inviteMember(request, baseURL!, 'catalog', 'Promo Staff');
  await signInMember(page, member, '/admin/promotions');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Discount codes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Settings are the owners': a catalog member has no way there.
  await expect(nav.getByRole('link', { name: 'Shop settings' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();

  // The newsletter's subscribers come as the server's CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export subscribers (CSV)' }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]).toBe('email,language,confirmed at');

  const code = `SAVE10-${tag}`;
  await page.getByRole('button', { name: 'New code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New code' });
  await dialog.getByLabel('Code', { exact: true }).fill('x');
  await dialog.getByLabel('Percent off (%)').fill('150');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Percent off (%)')).toHaveAccessibleDescription(
    /Enter a whole percentage from 1 to 100\./,
  );
  await expect(dialog.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'new discount code');
  await screenshots(page, 'discount-code-dialog');
  await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await dialog.getByLabel('Percent off (%)').fill('10');
  await dialog.getByLabel('Minimum subtotal').fill('10');
  await dialog.getByLabel('Uses in all').fill('100');
  await dialog.getByLabel('Uses per customer').fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').getByText(`Code ${code} created.`)).toBeVisible();

  // Found by the start of its code, in any case.
  await page.getByLabel('Code or its start').fill(`save10-${tag.toLowerCase()}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  const table = page.getByRole('table', { name: 'Discount codes, newest first' });
  const row = table.getByRole('row', { name: new RegExp(`^${code}`) });
  await expect(row).toContainText('10%');
  await expect(row).toContainText('$10.00');
  await expect(row).toContainText('Live');
  const uses = row.getByRole('cell').nth(3);
  await expect(uses).toHaveText(/^0 of 100/);
  await expect(uses).toContainText('1 per customer');
  await expectAccessible(page, 'discount codes');
  await screenshots(page, 'discount-codes');

  // A shopper applies it at checkout: the discount line names it, and the order uses it once.
  const shopper = await (await browser.newContext()).newPage();
  const email = await signIn(shopper, baseURL!);
  await fillCart(shopper, baseURL!, email);
  await saveAddress(shopper, baseURL!);
  await shopper.goto('/cart/checkout?lang=en');
  const summary = shopper.getByRole('region', { name: 'Order Summary' });
  await summary.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText(`Code ${code} applied`)).toBeVisible();
  await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
  const cart = await (
    await shopper.request.get('/api/v1/cart', { params: { userId: email, lang: 'en' } })
  ).json();
  expect(cart.totals.discount).toBe(Math.round(cart.totals.subtotal * 10) / 100);
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper.getByRole('heading', { name: 'Order placed!' })).toBeVisible();
  await shopper.context().close();

  await page.reload();
  // The uses column counts the order.
  await expect(uses).toHaveText(/^1 of 100/);
  await table.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${code}` });
  await expect(edit.getByLabel('Code', { exact: true })).toHaveAttribute('readonly', '');
  await expect(edit.getByLabel('Minimum subtotal')).toHaveValue('10.00');
  await edit.getByRole('button', { name: 'Cancel' }).click();
});

test('an owner sets the referral reward in dollars, in Japanese', async ({
  page,
  baseURL,
  request,
}) => {
  const owner = await inviteMember(request, baseURL!, 'owner', 'Promo Owner');
  await signInMember(page, owner, '/admin/settings');
  await page.getByLabel('Language', { exact: true }).selectOption('jp');
  await expect(page.getByRole('heading', { level: 1, name: jp.nav.settings })).toBeVisible();
  const before = await (await page.request.get('/api/admin/settings')).json();
  const reward = page.getByLabel(jp.settings.referralReward);
  await expect(reward).toHaveValue((before.referralRewardCents / 100).toFixed(2));

  await reward.fill('-1');
  // The referral reward has its own form on the settings screen, beside the shop's.
  const referral = page.getByRole('region', { name: jp.shopSettings.referral });
  await referral.getByRole('button', { name: jp.common.save }).click();
  await expect(reward).toHaveAccessibleDescription(new RegExp(escape(jp.settings.rewardInvalid)));
  await expectAccessible(page, 'shop settings (jp)');
  await screenshots(page, 'settings-jp');

  try {
    await reward.fill('7.5');
    await referral.getByRole('button', { name: jp.common.save }).click();
    await expect(reward).toHaveValue('7.50');
    const saved = await (await page.request.get('/api/admin/settings')).json();
    expect(saved.referralRewardCents).toBe(750);
  } finally {
    // Other journeys earn the shop's usual reward: it goes back at once.
    await page.request.put('/api/admin/settings', { data: before });
  }
});

test('a banner that starts later and one that ended are not shown in the shop', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const member = await inviteMember(request, baseURL!, 'catalog', 'Merch Staff');
  await signInMember(page, member, '/admin/merchandising');
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(rows.first()).toBeVisible();
  const first = await rows.count();
  const image = await rows
    .first()
    .getByLabel(/^Picture of Banner 1$/)
    .inputValue();
  const terms = { live: `live${tag}`, later: `later${tag}`, ended: `ended${tag}` };
  const bounds = {
    live: [null, null],
    later: [await localIn(page, 48), null],
    ended: [await localIn(page, -48), await localIn(page, -24)],
  } as const;
  for (const [name, term] of Object.entries(terms)) {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const row = rows.last();
    const banner = `Banner ${await rows.count()}`;
    await row.getByLabel(`Picture of ${banner}`, { exact: true }).fill(image);
    await row.getByLabel(`Link of ${banner}`, { exact: true }).selectOption('search');
    await row.getByLabel(`Link of ${banner} · A search`).fill(term);
    await row.getByLabel('Title · English').fill(`Schedule ${name} ${tag}`);
    const [starts, ends] = bounds[name as keyof typeof bounds];
    if (starts) await row.getByLabel('Starts at').fill(starts);
    if (ends) await row.getByLabel('Ends at').fill(ends);
  }
  // An end before its start is refused at its field before anything is sent.
  const last = rows.last();
  await last.getByLabel('Ends at').fill(await localIn(page, -72));
  await expect(last.getByLabel('Ends at')).toHaveAccessibleDescription(
    /The end must come after the start\./,
  );
  await last.getByLabel('Ends at').fill(bounds.ended[1]);
  await expect(rows.nth(first)).toContainText('Live');
  await expect(rows.nth(first + 1)).toContainText('Scheduled');
  await expect(rows.nth(first + 2)).toContainText('Ended');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').getByText('Banners saved.')).toBeVisible();
  await expectAccessible(page, 'merchandising schedule');
  await screenshots(page, 'merchandising-schedule');

  try {
    const shop = await (await browser.newContext()).newPage();
    await shop.goto('/product');
    const carousel = shop.getByRole('region', { name: 'Highlights' });
    const hrefs = () =>
      carousel
        .getByRole('link', { includeHidden: true })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await expect.poll(hrefs).toContain(`/product?q=${terms.live}`);
    expect(await hrefs()).not.toContain(`/product?q=${terms.later}`);
    expect(await hrefs()).not.toContain(`/product?q=${terms.ended}`);
    await shop.context().close();
  } finally {
    // The shop's banners go back to what they were.
    for (let i = 0; i < 3; i++) {
      await rows
        .nth(first)
        .getByRole('button', { name: /^Remove Banner/ })
        .click();
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(rows).toHaveCount(first);
  }
});
