import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, settle } from './support/axe.ts';
import { inviteMember, signInMember } from './support/staff.ts';

// Issue 29 item 2 in the product editor: each market currency's converted price and fields to fix
// one, at the back office's tablet width and in every language, with no serious axe finding.
const TABLET = { width: 820, height: 1180 };
test.use({ viewport: TABLET });

const LANGUAGES = ['en', 'es', 'cn', 'jp', 'tw', 'fr'] as const;
type Dictionary = Record<string, Record<string, string>>;
const dictionary = (lang: string): Dictionary =>
  JSON.parse(
    fs.readFileSync(new URL(`../../apps/admin/src/locales/${lang}.json`, import.meta.url), 'utf8'),
  ) as Dictionary;

test('prices by market: converted and fixed prices per currency, saved, in six languages at 820 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const member = await inviteMember(page.request, baseURL!, 'catalog', 'Mira Markets');
  await signInMember(page, member, '/admin/products/3');
  const headers = { Origin: baseURL! };
  for (const lang of LANGUAGES) {
    const d = dictionary(lang).products!;
    expect((await page.request.patch('/api/admin/me', { headers, data: { lang } })).ok()).toBe(
      true,
    );
    await page.goto('/admin/products/3');
    const section = page.getByRole('region', { name: d.marketPrices });
    await expect(section.getByRole('table')).toBeVisible({ timeout: 30_000 });
    await settle(page);
    await section.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      TABLET.width,
    );
    await expectAccessible(page, `product editor, prices by market (${lang})`);
  }
  await page.request.patch('/api/admin/me', { headers, data: { lang: 'en' } });

  // The member fixes a yen price for the first variant and saves: the API keeps it.
  await page.goto('/admin/products/3');
  const section = page.getByRole('region', { name: 'Prices by market' });
  await section.getByRole('combobox', { name: 'Currency' }).selectOption('JPY');
  await section
    .getByRole('textbox', { name: /^Fixed price \(JPY\), / })
    .first()
    .fill('7900');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
  const saved = await (await page.request.get('/api/admin/products/3')).json();
  expect(saved.variants[0].prices).toEqual({ JPY: 7900 });
});
