// Issue 29 item 5 in the back office: an owner adds a shipping zone for Iceland (a country no other
// journey ships to, so the suite's shared shop keeps its free delivery) with a weight band and a
// free-over threshold, reads the screen and its editor in the six languages at tablet width, and
// deletes the zone again.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, settle } from './support/axe.ts';
import { screenshots } from './support/screenshots.ts';
import { inviteMember, signInMember } from './support/staff.ts';

const TABLET = { width: 820, height: 1180 };
test.use({ viewport: TABLET });

const LANGUAGES = ['en', 'es', 'cn', 'jp', 'tw', 'fr'] as const;
type Dictionary = Record<string, Record<string, string>>;
const dictionary = (lang: string): Dictionary =>
  JSON.parse(
    fs.readFileSync(new URL(`../../apps/admin/src/locales/${lang}.json`, import.meta.url), 'utf8'),
  ) as Dictionary;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('an owner prices Iceland by weight with free delivery over $200, in six languages at 820 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const zone = `Iceland ${randomUUID().slice(0, 6)}`;
  const owner = await inviteMember(page.request, baseURL!, 'owner', 'Shipping Owner');
  await signInMember(page, owner, '/admin/shipping');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  // The seeded catch-all: free Standard delivery everywhere, as the storefront promises.
  const everywhere = page.getByRole('row', { name: /Everywhere/ }).first();
  await expect(everywhere).toContainText('Everywhere else');
  await expect(everywhere).toContainText('Standard');

  await page.getByRole('button', { name: 'New zone' }).click();
  const dialog = page.getByRole('dialog', { name: 'New shipping zone' });
  await dialog.getByLabel('Zone name').fill(zone);
  await dialog.getByLabel('Countries').fill('is');
  await dialog.getByLabel('Name of method 1 · English').fill('Express');
  await dialog.getByLabel('Price · USD', { exact: true }).fill('25');
  await dialog.getByLabel('Free over · USD').fill('200');
  await dialog.getByRole('button', { name: 'Add a weight band' }).click();
  // A band dearer than the price over it is refused at the field, nothing sent.
  await dialog.getByLabel('Weight band 1 · Up to (grams)').fill('1000');
  await dialog.getByLabel('Weight band 1 · Price · USD').fill('30');
  await dialog.getByRole('button', { name: 'Save zone' }).click();
  await expect(dialog.getByLabel('Price · USD', { exact: true })).toHaveAccessibleDescription(
    /The price above the bands cannot be less than a band’s/,
  );
  await dialog.getByLabel('Weight band 1 · Price · USD').fill('15');
  await settle(page);
  expect(await pageWidth(page), 'zone editor').toBeLessThanOrEqual(TABLET.width);
  await dialog.getByRole('button', { name: 'Save zone' }).click();
  await expect(page.getByText(`${zone} saved.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(zone) });
  await expect(row).toContainText('IS');
  await expect(row).toContainText('Express');

  const saved = (await (await page.request.get('/api/admin/shipping/zones')).json()) as {
    name: string;
    methods: { prices: object; weightBands: object[]; freeOver: object }[];
  }[];
  expect(saved.find((z) => z.name === zone)?.methods).toEqual([
    expect.objectContaining({
      prices: { USD: 2500 },
      weightBands: [{ upToGrams: 1000, prices: { USD: 1500 } }],
      freeOver: { USD: 20000 },
    }),
  ]);

  let words = dictionary('en');
  for (const lang of LANGUAGES) {
    await page.getByLabel(words.account!.language!, { exact: true }).selectOption(lang);
    words = dictionary(lang);
    const title = words.nav!.shipping!;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await settle(page);
    expect(await pageWidth(page), `shipping (${lang})`).toBeLessThanOrEqual(TABLET.width);
    await expectAccessible(page, `shipping (${lang})`);
    await row.getByRole('button', { name: new RegExp(words.shipping!.edit!) }).click();
    const editor = page.getByRole('dialog');
    await expect(editor.getByRole('tablist').first()).toBeVisible();
    expect(await pageWidth(page), `zone editor (${lang})`).toBeLessThanOrEqual(TABLET.width);
    await expectAccessible(page, `zone editor (${lang})`);
    if (lang === 'jp') {
      await screenshots(page, 'shipping-zone-jp');
      await page.setViewportSize(TABLET);
    }
    await editor.getByRole('button', { name: words.common!.cancel, exact: true }).click();
    await expect(editor).toHaveCount(0);
  }
  await page.getByLabel(words.account!.language!, { exact: true }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();

  await row.getByRole('button', { name: /Delete zone/ }).click();
  await page
    .getByRole('dialog', { name: `Delete ${zone}?` })
    .getByRole('button', { name: 'Delete zone' })
    .click();
  await expect(page.getByText(`${zone} deleted.`)).toBeVisible();
  await expect(row).toHaveCount(0);
});
