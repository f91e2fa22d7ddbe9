import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { png } from './support/png.ts';
import { screenshots } from './support/screenshots.ts';
import { saveAddress, signIn } from './support/shopper.ts';
import { inviteMember, signInMember } from './support/staff.ts';
import { texts } from './support/texts.ts';

// Issue 19's journey: an owner creates a product with 2 colours × 3 sizes, photos and texts in
// English and Japanese, and publishes it; a shopper finds it by a Japanese search and buys it;
// the ledger shows the sale and the audit log the creation.
const tag = randomUUID().slice(0, 6);
const EN_NAME = `Polaris Linen Shirt ${tag}`;
const JP_NAME = `ポラリス麻シャツ ${tag}`;

async function createProduct(page: Page) {
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  // Saving an empty form says what is missing, next to the fields.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByLabel('Name · English')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Category')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'need attention' })).toBeVisible();

  const category = page.getByLabel('Category');
  await category.selectOption({ index: 2 });
  const categoryName = (await category.locator('option:checked').innerText()).trim();
  await page.getByLabel('Brand').fill('Atelier Studio');

  // English and Japanese side by side; the other four marked missing.
  await page.getByLabel('Name · English').fill(EN_NAME);
  await page.getByLabel('Description · English').fill('A light linen shirt for long summers.');
  await page.getByLabel('Specifications · English').fill('Fabric: linen\nFit: relaxed');
  await page.getByLabel('Name · 日本語').fill(JP_NAME);
  await page.getByLabel('Description · 日本語').fill('長い夏のための軽いリネンシャツ。');
  await expect(page.getByRole('tab', { name: 'Español (missing)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '日本語', exact: true })).toBeVisible();

  // 2 colours × 3 sizes make six variants, SKUs suggested from the handle.
  for (const [name, hex] of [
    ['Midnight Navy', '#1f2a44'],
    ['Dune Sand', '#d8c3a5'],
  ]) {
    await page.getByLabel('New colour (name)').fill(name!);
    await page.getByLabel('Swatch of the new colour').fill(hex!);
    await page.getByRole('button', { name: 'Add colour' }).click();
  }
  for (const size of ['S', 'M', 'L']) {
    await page.getByLabel('New size (name)').fill(size);
    await page.getByRole('button', { name: 'Add size' }).click();
  }
  const variants = page.getByRole('table', { name: 'Colours, sizes and variants' });
  await expect(variants.locator('tbody tr')).toHaveCount(6);
  for (const color of ['Midnight Navy', 'Dune Sand']) {
    for (const size of ['S', 'M', 'L']) {
      await variants.getByLabel(`Price, ${color} · ${size}`, { exact: true }).fill('49.90');
      await variants.getByLabel(`Opening stock, ${color} · ${size}`).fill('7');
    }
  }
  await variants.getByLabel('Compare-at price, Midnight Navy · S').fill('69.00');
  const sku = await variants.getByLabel('SKU, Midnight Navy · S').inputValue();
  expect(sku).toBe(`POLARIS-LINEN-SHIRT-${tag.toUpperCase()}-MIDNIGHT-NAVY-S`);

  // Two photos uploaded, the second moved first with the keyboard-reachable button.
  await page.locator('input[type=file]').setInputFiles([
    { name: 'navy.png', mimeType: 'image/png', buffer: png(48, 60, [31, 42, 68]) },
    { name: 'sand.png', mimeType: 'image/png', buffer: png(48, 60, [216, 195, 165]) },
  ]);
  await expect(page.getByText('2 photos uploaded.')).toBeVisible();
  await page.getByLabel('Colour in photo 2').selectOption({ label: 'Dune Sand' });
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect(page.getByText('Photo moved to place 1 of 2.')).toBeVisible();
  await expect(page.getByLabel('Colour in photo 1')).toHaveValue('dune-sand');
  await page.getByLabel('Alt text of photo 1 · English').fill('Dune sand shirt, front');
  await page.getByLabel('Alt text of photo 2 · English').fill('Midnight navy shirt, front');

  await page.getByLabel('Status').selectOption('published');
  await expectAccessible(page, 'product editor');
  await screenshots(page, 'product-editor');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${EN_NAME}” saved.` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByText('All changes saved')).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  return { id, sku, categoryName };
}

/** Someone else saves the product meanwhile: a save of the form is refused, nothing typed lost. */
async function conflict(page: Page, baseURL: string, id: number) {
  // The product as read, with its version; the API leaves out the fields it does not take.
  const theirs = await (await page.request.get(`/api/admin/products/${id}`)).json();
  const saved = await page.request.put(`/api/admin/products/${id}`, {
    headers: { Origin: baseURL },
    data: { ...theirs, brand: 'Atelier Atelier' },
  });
  expect(saved.ok()).toBe(true);
  const description = page.getByLabel('Description · English');
  await description.fill('A light linen shirt for long summers, now with shell buttons.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Someone saved this product' });
  await expect(notice).toContainText('Brand: Atelier Studio → Atelier Atelier');
  await expect(description).toHaveValue(/shell buttons/);
  await notice.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(description).toHaveValue(/shell buttons/);
}

test('an owner creates and publishes a product in English and Japanese; a shopper finds it by a Japanese search and buys it; the ledger and the audit log show it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // An owner of the journey's own (support/staff.ts): others reset the demo owner's password.
  const member = await inviteMember(page.request, baseURL!, 'owner', 'Mira Catalog');
  await signInMember(page, member, '/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expectAccessible(page, 'products');
  const { id, sku, categoryName } = await createProduct(page);
  await conflict(page, baseURL!, id);

  // The list finds it by SKU, filtered in the URL; Back returns to the same list.
  await page.getByRole('link', { name: 'All products' }).click();
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('searchbox', { name: 'Name, handle or SKU' }).fill(sku);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`status=published&q=${sku}$`));
  const row = page.getByRole('row', { name: new RegExp(EN_NAME) });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('$49.90');
  await expect(row).toContainText('ES');
  await expectAccessible(page, 'products filtered');
  await screenshots(page, 'products');
  await row.getByRole('link', { name: EN_NAME }).click();
  await expect(page.getByRole('heading', { level: 1, name: EN_NAME })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`status=published&q=${sku}$`));
  await expect(page.getByRole('row', { name: new RegExp(EN_NAME) })).toBeVisible();

  // A shopper, in Japanese, searches, opens it and pays cash on delivery.
  const t = texts('jp');
  const shop = await browser.newContext({ baseURL });
  const shopper = await shop.newPage();
  await signIn(shopper, baseURL!);
  await saveAddress(shopper, baseURL!);
  await shopper.addInitScript(() => localStorage.setItem('selectedLanguage', 'jp'));
  await shopper.goto('/');
  const search = shopper.getByRole('combobox', { name: t('a11y.searchProducts') }).first();
  await search.fill('ポラリス');
  await search.press('Enter');
  await shopper
    .getByRole('link', { name: new RegExp(JP_NAME) })
    .first()
    .click();
  await expect(shopper.getByRole('heading', { level: 1, name: JP_NAME })).toBeVisible();
  await shopper
    .getByRole('main')
    .getByRole('button', { name: t('labels.addToCart'), exact: true })
    .first()
    .click();
  await shopper.goto('/cart/checkout');
  await expect(shopper.getByText(JP_NAME)).toBeVisible();
  await shopper.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await expect(shopper.getByRole('heading', { name: t('payment.placedTitle') })).toBeVisible();
  await shop.close();

  // The ledger shows the sale of the first variant; the audit log the product's creation.
  await page.goto(`/admin/stock?sku=${sku}`);
  const ledger = page.getByRole('table', { name: `Stock changes of ${sku}, newest first` });
  await expect(ledger.locator('tbody tr').first()).toContainText('Sale');
  await expect(ledger.locator('tbody tr').first().locator('td').nth(2)).toHaveText('6');
  await page.goto('/admin/audit?entity=product');
  // The audit log names the product by its English name (issue 28 item 5e).
  const created = page.getByRole('row', { name: new RegExp(`Product: ${EN_NAME}`) }).last();
  await expect(created).toContainText('Created');
  await expect(created).toContainText(member.email);

  // Categories: a category with products can't be deleted, and the server says why.
  await page.goto('/admin/categories');
  await expect(page.getByRole('table', { name: "Categories, in the shop's order" })).toBeVisible();
  await expectAccessible(page, 'categories');
  await screenshots(page, 'categories');
  await page.getByRole('button', { name: `Delete ${categoryName}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Delete “${categoryName}”?` });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This category has products: move them to another category first.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Merchandising: each piece's editor, per language, with the link picker.
  await page.goto('/admin/merchandising');
  await expect(page.getByRole('heading', { level: 3, name: 'Banner 1' })).toBeVisible();
  await expectAccessible(page, 'merchandising banners');
  await screenshots(page, 'merchandising');
  await page.getByRole('tab', { name: 'Flash sale' }).click();
  await expect(page).toHaveURL(/tab=flash-sale$/);
  await expect(page.getByLabel('Ends at')).toBeVisible();
  await expectAccessible(page, 'merchandising flash sale');
  await page.getByRole('tab', { name: 'Announcement bar' }).click();
  await expect(page.getByLabel('Text · 日本語')).not.toHaveValue('');
  await expectAccessible(page, 'merchandising announcement');
});
