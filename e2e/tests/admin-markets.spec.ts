import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { inviteMember, signInMember } from './support/staff.ts';

// Issue 29: the owner's markets and tax rates, at the tablet width the back office must work at,
// in every language: nothing wider than the window, and no serious axe violation.
const TABLET = { width: 820, height: 1180 };
test.use({ viewport: TABLET });

const LANGUAGES = ['en', 'es', 'cn', 'jp', 'tw', 'fr'] as const;
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('the markets screen and a market’s dialog fit 820 px and pass axe in six languages', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const owner = await inviteMember(page.request, baseURL!, 'owner', 'Mia Markets');
  await signInMember(page, owner, '/admin/markets');
  const headers = { Origin: baseURL! };
  for (const lang of LANGUAGES) {
    expect((await page.request.patch('/api/admin/me', { headers, data: { lang } })).ok()).toBe(
      true,
    );
    await page.goto('/admin/markets');
    const markets = page.getByRole('table').first();
    await expect(markets.getByRole('rowheader', { name: 'Eurozone' })).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page, `markets (${lang})`);
    expect(await pageWidth(page), `markets (${lang})`).toBeLessThanOrEqual(TABLET.width);
    // Each row's button names its market (hidden words after the visible "Edit").
    await markets.getByRole('button', { name: /Eurozone$/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, `market dialog (${lang})`);
    const box = (await dialog.boundingBox())!;
    expect(box.x + box.width, `market dialog (${lang})`).toBeLessThanOrEqual(TABLET.width);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('an owner adds a market from the screen and shoppers can pick it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await inviteMember(page.request, baseURL!, 'owner', 'Noor Markets');
  await signInMember(page, owner, '/admin/markets');
  await page.getByRole('button', { name: 'New market' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Switzerland');
  await dialog.getByLabel('Code', { exact: true }).fill('ch');
  await dialog.getByLabel('Find a country').fill('Switz');
  await dialog.getByLabel('Switzerland', { exact: true }).check();
  await dialog.getByLabel('Currency', { exact: true }).selectOption('CHF');
  await dialog.getByLabel('CHF for 1 USD').fill('0.8');
  await dialog.getByLabel('Round up to a multiple of').fill('0.05');
  // $49.00 at 0.8 is CHF 39.20, a multiple of 0.05 already.
  await expect(dialog.getByRole('status')).toHaveText(/CHF\s?39\.20/);
  await dialog.getByRole('button', { name: 'Save market' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('rowheader', { name: 'Switzerland' })).toBeVisible();
  const shop = await (await page.request.get('/api/v1/markets')).json();
  expect(shop).toContainEqual(
    expect.objectContaining({
      code: 'ch',
      name: 'Switzerland',
      countries: ['CH'],
      currency: 'CHF',
      taxMode: 'included',
    }),
  );
});
