import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { latestOtp, mailsTo, nextOtp } from './support/shopper.ts';
import { withDemoOwner } from './support/staff.ts';

// The back office's shell, as the demo owner the server creates on an empty database
// (owner@atelier.test, with a random password printed in the start log): they set a password by
// a mailed code, sign in with another, and look after staff, stock and the audit log.
const OWNER = 'owner@atelier.test';
const PASSWORD = `owner-${randomUUID().slice(0, 8)}`;

/** Sets the demo owner's password and signs in with it (under the journey's withDemoOwner). */
async function signIn(page: Page) {
  await page.goto(`/admin/set-password?email=${encodeURIComponent(OWNER)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expectAccessible(page, 'set password');
  const before = latestOtp(OWNER);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await page.getByLabel('Code from the email').fill(await nextOtp(OWNER, before));
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(OWNER);
  await expectAccessible(page, 'sign in');
  const passwordCode = latestOtp(OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code from the email').fill(await nextOtp(OWNER, passwordCode));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
}

test('the owner signs in with a mailed code, invites a member, adjusts stock and finds it in the ledger and the audit log, then works in Japanese', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The demo owner is this journey's alone while it runs: another worker's inviter sets its
  // password (support/staff.ts), which ends this journey's session.
  await withDemoOwner(async () => {
    await page.goto('/admin/stock');
    // No session: sign-in first, and back to where they were going after.
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fstock$/);
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'home');

    // Staff: invite a catalog member, who shows as invited.
    await nav.getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('table', { name: 'Staff members' })).toBeVisible();
    await expectAccessible(page, 'staff');
    const member = `catalog-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByRole('button', { name: 'Invite a member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a member' });
    await expect(invite.getByLabel('Email')).toBeFocused();
    await expectAccessible(page, 'invite dialog');
    await invite.getByLabel('Email').fill(member);
    await invite.getByLabel('Name').fill('Cat Alog');
    await invite.getByLabel('Role').selectOption('catalog');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Invitation sent to ${member}.` }),
    ).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`Cat Alog ${member}`) });
    await expect(row.getByRole('cell', { name: 'Invited' })).toBeVisible();
    // The invitation mail carries the link that sets their password, naming their role.
    await expect
      .poll(
        () =>
          mailsTo(member)
            .map((mail) => mail.text)
            .join('\n'),
        { timeout: 20_000 },
      )
      .toMatch(/\/admin\/set-password\?invite=[\w-]+/);

    // Stock: a SKU from the ledger, filtered by it (in the URL), adjusted with a reason.
    await nav.getByRole('link', { name: 'Stock ledger' }).click();
    const ledger = page.getByRole('table', { name: 'Stock changes, newest first' });
    await expect(ledger).toHaveAttribute('aria-busy', 'false');
    const sku = (await ledger.locator('tbody th').first().innerText()).trim();
    await expectAccessible(page, 'stock ledger');
    await page.getByRole('searchbox', { name: 'SKU' }).fill(sku);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/stock\\?sku=${sku}$`));
    const skuLedger = page.getByRole('table', { name: `Stock changes of ${sku}, newest first` });
    await expect(skuLedger).toHaveAttribute('aria-busy', 'false');
    const firstRow = skuLedger.locator('tbody tr').first();
    // When, then (after the SKU, the row's header) the change and the stock after it.
    const stockBefore = Number(await firstRow.locator('td').nth(2).innerText());
    expect(stockBefore).toBeGreaterThanOrEqual(0);

    await page.getByRole('button', { name: 'Adjust stock' }).click();
    const adjust = page.getByRole('dialog', { name: 'Adjust stock' });
    await expect(adjust.getByLabel('SKU')).toHaveValue(sku);
    // A stock count (the default reason) asks for the units counted; any other reason for a change.
    await expect(adjust.getByLabel('Units counted')).toBeFocused();
    await adjust.getByLabel('Reason').selectOption('other');
    await adjust.getByLabel('Change in units').fill('3');
    await adjust.getByRole('button', { name: 'Save adjustment' }).click();
    // "Other" needs a note: said in the form, nothing sent.
    await expect(adjust.getByText('Say why in a note')).toBeVisible();
    await adjust.getByLabel('Reason').selectOption('received');
    await adjust.getByLabel('Note').fill('Delivery 42');
    await adjust.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(adjust).toBeHidden();
    await expect(page.getByRole('button', { name: 'Adjust stock' })).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: `${sku} now has ${stockBefore + 3} in stock.` }),
    ).toBeVisible();
    await expect(firstRow).toContainText('Received');
    await expect(firstRow).toContainText('Delivery 42');
    await expect(firstRow).toContainText(OWNER);
    await expect(firstRow.locator('td').nth(2)).toHaveText(String(stockBefore + 3));

    await nav.getByRole('link', { name: 'Low stock' }).click();
    await expect(
      page.getByRole('table', { name: /^Variants with 5 or fewer in stock$/ }),
    ).toBeVisible();
    await expectAccessible(page, 'low stock');
    // Back returns to the same filtered ledger.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/admin/stock\\?sku=${sku}$`));
    await expect(page.getByRole('searchbox', { name: 'SKU' })).toHaveValue(sku);
    await expect(skuLedger.locator('tbody tr').first()).toContainText('Delivery 42');

    // The audit log: the adjustment, by kind, with what changed.
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Kind').selectOption('stock');
    await expect(page).toHaveURL(/\/admin\/audit\?entity=stock$/);
    // Named by its product and SKU, not by an id.
    const entry = page.getByRole('row', { name: new RegExp(`Stock: .+ · ${sku}`) }).first();
    await expect(entry).toContainText('Received');
    await expect(entry).toContainText(OWNER);
    await entry.getByText(/\d+ changes?/).click();
    await expect(entry.getByRole('rowheader', { name: 'stock', exact: true })).toBeVisible();
    await expect(
      entry.getByRole('cell', { name: String(stockBefore + 3), exact: true }),
    ).toBeVisible();
    await expectAccessible(page, 'audit log');

    // Japanese: the staff record keeps it, so a reload stays in Japanese.
    await page.getByLabel('Language').selectOption('jp');
    const jpNav = page.getByRole('navigation', { name: '管理画面' });
    await expect(jpNav.getByRole('link', { name: '在庫台帳' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '監査ログ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '監査ログ' })).toBeVisible();
    await expectAccessible(page, 'audit log in Japanese');
    await jpNav.getByRole('link', { name: '在庫台帳' }).click();
    await expect(page.getByRole('button', { name: '在庫を調整' })).toBeVisible();

    // Back to English for whoever signs in next, then out.
    await page.getByLabel('言語').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock ledger' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.goto('/admin/audit');
    await expect(page).toHaveURL(/\/admin\/sign-in/);
  });
});
