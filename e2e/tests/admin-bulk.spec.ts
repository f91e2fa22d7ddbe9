import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { inviteMember, signInMember } from './support/staff.ts';

// Issue 28 item 4 at the tablet width: a catalog member duplicates a product from its editor,
// selects the copies in the list, previews a 10 % price rise, applies it, publishes one, and finds
// each bulk action in the audit log as one change.
const TABLET = { width: 820, height: 1180 };
test.use({ viewport: TABLET });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
type Product = { id: number; handle: string; status: string; variants: { priceCents: number }[] };

test('bulk price change and publish with a preview, and a duplicate, at 820 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // An owner: the audit log, read at the end, is theirs (the catalog role's bulk rights are
  // tested on the server).
  const member = await inviteMember(page.request, baseURL!, 'owner', 'Bea Bulk');
  await signInMember(page, member, '/admin/products/3');
  const original = (await (await page.request.get('/api/admin/products/3')).json()) as Product;

  // Duplicate, from the editor: the copy opens as a draft.
  await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A draft copy of' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).not.toHaveURL(/\/products\/3$/);
  const copyId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  const headers = { Origin: baseURL! };
  for (let i = 0; i < 2; i++) {
    expect((await page.request.post('/api/admin/products/3/duplicate', { headers })).ok()).toBe(
      true,
    );
  }

  // The three copies, found by their handle, all selected from the header's checkbox.
  await page.goto(`/admin/products?q=${original.handle}-copy`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Select all products on this page' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('3 products selected');
  await bar.getByLabel('Action').selectOption({ label: 'Change prices' });
  await bar.getByLabel('Percentage (use − to lower)').fill('10');
  await expectAccessible(page, 'products with the bulk bar');
  expect(await pageWidth(page), 'products with the bulk bar').toBeLessThanOrEqual(TABLET.width);
  await bar.getByRole('button', { name: 'Preview' }).click();

  const dialog = page.getByRole('dialog', { name: 'Check what will change' });
  await expect(dialog).toContainText('3 of the 3 selected products will change.');
  const before = original.variants[0]!.priceCents;
  const low = Math.min(...original.variants.map((v) => v.priceCents));
  const money = (cents: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
  await expect(dialog.getByRole('row').nth(1)).toContainText(money(low));
  await expect(dialog.getByRole('row').nth(1)).toContainText(money(Math.round(low * 1.1)));
  await expectAccessible(page, 'bulk preview');
  expect(await pageWidth(page), 'bulk preview').toBeLessThanOrEqual(TABLET.width);
  // The preview wrote nothing.
  const unchanged = (await (
    await page.request.get(`/api/admin/products/${copyId}`)
  ).json()) as Product;
  expect(unchanged.variants[0]!.priceCents).toBe(before);
  await dialog.getByRole('button', { name: 'Apply to 3 products' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 products changed.' })).toBeVisible();
  await expect(bar).toBeHidden();
  const raised = (await (
    await page.request.get(`/api/admin/products/${copyId}`)
  ).json()) as Product;
  expect(raised.variants[0]!.priceCents).toBe(Math.round(before * 1.1));

  // One of them published on its own.
  const first = rows.first();
  await first.getByRole('checkbox').check();
  await expect(bar).toContainText('1 product selected');
  await bar.getByLabel('Action').selectOption({ label: 'Publish' });
  await bar.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByRole('button', { name: 'Apply to 1 product' }).click();
  await expect(first).toContainText('Published');

  // Each bulk action is one entry of the audit log.
  await page.goto('/admin/audit?entity=product');
  await expect(page.getByRole('table', { name: 'Changes, newest first' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('row').filter({ hasText: 'Prices changed in bulk' })).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(page.getByRole('row').filter({ hasText: 'Published in bulk' })).toHaveCount(1);
});
