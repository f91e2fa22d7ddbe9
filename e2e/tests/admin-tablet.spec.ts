import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { settle } from './support/axe.ts';
import { inviteMember, signInMember } from './support/staff.ts';

// Issue 28's product-editor defects, at the tablet width the back office must work at: no page
// wider than the window, SKUs read whole, and a refused stale save said where the member looks,
// in their words and language.
const TABLET = { width: 820, height: 1180 };
test.use({ viewport: TABLET });

const LANGUAGES = ['en', 'es', 'cn', 'jp', 'tw', 'fr'] as const;
type Dictionary = Record<string, Record<string, unknown>>;
const dictionary = (lang: string): Dictionary =>
  JSON.parse(
    fs.readFileSync(new URL(`../../apps/admin/src/locales/${lang}.json`, import.meta.url), 'utf8'),
  ) as Dictionary;
const word = (d: Dictionary, path: string) =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], d) as string;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('at 820 px the product editor and categories fit the window, and SKUs show whole', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await inviteMember(page.request, baseURL!, 'catalog', 'Tess Tablet');
  await signInMember(page, member, '/admin/products');
  // A SKU as long as the contract allows (64 characters), like handle-colour-size makes.
  const product = await (await page.request.get('/api/admin/products/1')).json();
  product.variants[0].sku = `ATL-LIMITED-EDITION-ORGANIC-LINEN-OVERSHIRT-${product.variants[0].sku}`
    .slice(0, 64)
    .replace(/-$/, 'X');
  const headers = { Origin: baseURL! };
  expect((await page.request.put('/api/admin/products/1', { headers, data: product })).ok()).toBe(
    true,
  );
  await page.goto('/admin/products/1');
  const variants = page.getByRole('table', { name: 'Colours, sizes and variants' });
  await expect(variants).toBeVisible({ timeout: 30_000 });
  await settle(page);
  expect(await pageWidth(page), 'product editor').toBeLessThanOrEqual(TABLET.width);
  const skus = variants.getByRole('textbox', { name: /^SKU, / });
  expect(await skus.count()).toBeGreaterThan(0);
  for (const sku of await skus.all()) {
    const cut = await sku.evaluate(
      (input: HTMLInputElement) => input.scrollWidth > input.clientWidth,
    );
    expect(cut, await sku.inputValue()).toBe(false);
  }
  for (const path of ['/admin/categories', '/admin/products']) {
    await page.goto(path);
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
    await settle(page);
    expect(await pageWidth(page), path).toBeLessThanOrEqual(TABLET.width);
  }
  // Categories: every row's buttons in sight, not past the table's edge.
  await page.goto('/admin/categories');
  const deletes = page.getByRole('button', { name: /^Delete / });
  await expect(deletes.first()).toBeVisible({ timeout: 30_000 });
  for (const button of (await deletes.all()).slice(0, 5)) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width, await button.innerText()).toBeLessThanOrEqual(TABLET.width);
  }
});

test('a stale save is refused with a notice brought into view and focused, in the merchant’s words, in six languages', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const member = await inviteMember(page.request, baseURL!, 'catalog', 'Sam Stale');
  await signInMember(page, member, '/admin/products/2');
  const headers = { Origin: baseURL! };
  for (const lang of LANGUAGES) {
    const d = dictionary(lang);
    expect((await page.request.patch('/api/admin/me', { headers, data: { lang } })).ok()).toBe(
      true,
    );
    await page.goto('/admin/products/2');
    const brand = page.getByLabel(word(d, 'products.brand'), { exact: true });
    await expect(brand).toBeVisible({ timeout: 30_000 });
    await settle(page);
    // Someone else lowers the first variant's price meanwhile.
    const theirs = await (await page.request.get('/api/admin/products/2')).json();
    theirs.variants[0].priceCents -= 400;
    const put = await page.request.put('/api/admin/products/2', { headers, data: theirs });
    expect(put.ok(), await put.text()).toBe(true);
    // The member types near the top of the form and saves from the bar at the window's bottom.
    await brand.fill(`${theirs.brand} ${lang}`);
    await page.getByRole('button', { name: word(d, 'common.save'), exact: true }).click();
    const notice = page.getByRole('alert').filter({ hasText: word(d, 'products.conflict.title') });
    await expect(notice).toBeInViewport();
    await expect(notice).toBeFocused();
    await expect(notice.getByRole('listitem').first()).toContainText(
      `${word(d, 'products.price')}, `,
    );
    await expect(notice).not.toContainText('priceCents');
    await expect(notice).not.toContainText('variants.');
    await notice.getByRole('button', { name: word(d, 'products.conflict.takeTheirs') }).click();
    await expect(notice).toBeHidden();
  }
  await page.request.patch('/api/admin/me', { headers, data: { lang: 'en' } });
});
