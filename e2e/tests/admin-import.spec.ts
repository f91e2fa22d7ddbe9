import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { inviteMember, signInMember } from './support/staff.ts';
import { screenshots } from './support/screenshots.ts';

// Issue 20's back office journey: a catalog member checks the README's example file, reads the
// report, imports it, sees the result and finds the products in the exported CSV; a file with a
// bad price is reported by line and column, and Import stays closed.
const EXAMPLE = new URL('../../docs/examples/catalog.csv', import.meta.url);

const report = (page: Page, name: string) => page.getByRole('region', { name });
const counts = (page: Page, caption: string, row: string) =>
  page.getByRole('table', { name: caption }).getByRole('row', { name: new RegExp(`^${row}`) });

test('a catalog member checks the example catalog, imports it and exports it', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await inviteMember(request, baseURL!, 'catalog', 'Ines Import');
  await signInMember(page, member, '/admin/imports');
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
  const check = page.getByRole('button', { name: 'Check file' });
  const run = page.getByRole('button', { name: 'Import', exact: true });
  await expect(check).toBeDisabled();
  await expect(run).toBeDisabled();

  // A price that isn't one: the error's line and column, nothing written, no Import.
  const broken = fs
    .readFileSync(EXAMPLE, 'utf8')
    .replace('NORD-HARBOUR-WHITE-L,69.00', 'NORD-HARBOUR-WHITE-L,lots');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(broken),
  });
  await check.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check of broken.csv' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing was written' })).toHaveText(
    /^1 error: fix it in the file/,
  );
  const errors = page.getByRole('table', { name: '1 error, by line of the file' });
  // The first row's two descriptions each hold a line break (lines 2 to 4): the price is on 5.
  await expect(errors.getByRole('rowheader')).toHaveText(['5']);
  await expect(errors.getByRole('cell').first()).toHaveText('Variant Price');
  await expect(run).toBeDisabled();

  // The README's example: two products, eight variants, all new.
  await page.getByLabel('CSV file').setInputFiles(EXAMPLE.pathname);
  await expect(page.getByText('Chosen: catalog.csv')).toBeVisible();
  await check.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check of catalog.csv' })).toBeFocused();
  await expect(report(page, 'Check of catalog.csv')).toContainText(
    'No errors. Import the file to make these changes.',
  );
  const would = 'What the import would change';
  await expect(counts(page, would, 'Products')).toHaveText(/^Products\s*2\s*0\s*0/);
  await expect(counts(page, would, 'Variants')).toHaveText(/^Variants\s*8\s*0\s*0\s*0/);
  await expectAccessible(page, 'import: dry run report');
  await screenshots(page, 'admin-import-check');

  await run.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Import of catalog.csv' })).toBeFocused({
    timeout: 30_000,
  });
  await expect(report(page, 'Import of catalog.csv')).toContainText(
    'Import done: the changes are saved.',
  );
  await expect(counts(page, 'What the import changed', 'Products')).toHaveText(/^Products\s*2/);
  await expect(run).toBeDisabled();
  await expectAccessible(page, 'import: result');
  await screenshots(page, 'admin-import-done');

  // The same file again changes nothing.
  await check.click();
  await expect(report(page, 'Check of catalog.csv')).toContainText(
    'No errors, and nothing would change: the shop already matches the file.',
  );
  await expect(counts(page, would, 'Products')).toHaveText(/^Products\s*0\s*0\s*2/);

  const exported = page.getByRole('link', { name: 'Export catalog (CSV)' });
  const csv = await page.request.get((await exported.getAttribute('href'))!);
  expect(csv.ok()).toBe(true);
  expect(await csv.text()).toContain('NORD-HARBOUR-NAVY-L');
});
