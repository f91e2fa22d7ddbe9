import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { mailsTo, nextOtp, ownAddress, PASSWORD, productWithTwoSizes } from './support/shopper.ts';
import { texts } from './support/texts.ts';

// Issue 29 item 6: a guest checks out without an account, reaches the order by its mailed link,
// and the account made later with the same email takes the order along once the email is proven.

const t = texts('fr');
// '59,00 €' as French writes euros (a narrow no-break space before the sign).
const EUROS = /\d+,\d\d\s€/;

/** On a phone the screen fits its width (and is kept in SCREENSHOTS, when named, to look at). */
async function onPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const folder = process.env.SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a French guest pays by card, opens the mailed link with no account, then claims the order', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = `guest-${randomUUID()}@example.com`;
  // Each browser of the journey comes from an address of its own: the shop limits guest orders
  // and sign-ups per address, and the suite's other journeys share the loopback one.
  const context = () =>
    browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': ownAddress(baseURL!)['X-Forwarded-For'] },
    });

  const shop = await context();
  const page = await shop.newPage();
  const { product } = await productWithTwoSizes(page.request);
  // Once the page has taken over: a click before would go nowhere.
  await page.goto(`/product/${product.id}?lang=fr&market=eu`, { waitUntil: 'networkidle' });
  await page
    .getByRole('main')
    .getByRole('button', { name: t('labels.addToCart'), exact: true })
    .first()
    .click();
  await expect(page.getByText(t('cart.added'))).toBeVisible();

  await page.goto('/cart?lang=fr&market=eu');
  await page.getByRole('button', { name: t('cart.checkout') }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\?/);
  // Signed out, checkout offers to sign in, or to carry on as a guest.
  await expect(page.getByRole('link', { name: t('checkout.signIn') })).toBeVisible();
  const form = page.getByRole('group', { name: t('checkout.newAddress') });
  await form.getByLabel(t('address.name')).fill('Amélie Martin');
  await form.getByLabel(t('address.phone')).fill('+33 1 40 00 00 00');
  await form.getByLabel(t('address.flatNo')).fill('3');
  await form.getByLabel(t('address.line1')).fill('Rue des Lilas');
  await form.getByLabel(t('address.zip')).fill('75011');
  await form.getByRole('combobox', { name: t('address.country') }).selectOption('FR');
  await form.getByLabel(t('address.city')).fill('Paris');
  await form.getByRole('textbox', { name: t('labels.email'), exact: true }).fill(email);
  const summary = page.getByRole('region', { name: t('checkout.orderSummary') });
  await expect(summary.getByText(/^Dont TVA \d+,\d\d\s€$/)).toBeVisible();
  await page.getByRole('radio', { name: /^Carte/ }).check();
  await expectAccessible(page, 'guest checkout (fr)');
  await onPhone(page, 'guest-checkout');
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();

  // The payment page opens the guest's order by its key, in the address alone.
  await expect(page).toHaveURL(/\/cart\/checkout\/payment\?order=ATL-[A-Z0-9-]+&key=[0-9a-f]{64}/);
  const code = new URL(page.url()).searchParams.get('order')!;
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(
    new URL(page.url()).searchParams.get('key'),
  );
  const pay = page.getByRole('button', { name: /^Payer \d+,\d\d\s€$/ });
  await expect(pay).toBeVisible();
  await expect(page.getByText('Rue des Lilas')).toBeVisible();
  await expectAccessible(page, 'guest payment (fr)');
  await onPhone(page, 'guest-payment');
  await page.getByLabel(t('payment.nameOnCard')).fill('Amélie Martin');
  await page.getByLabel(t('payment.cardNumber')).fill('4242 4242 4242 4242');
  await page.getByLabel(t('payment.expiry')).fill('12/39');
  await page.getByLabel(t('payment.cvc')).fill('123');
  await pay.click();
  await expect(page.getByRole('heading', { name: t('pages.success') })).toBeVisible();
  await expect(page.getByText(code)).toBeVisible();
  await expect(page.getByText(t('payment.guestLink'))).toBeVisible();
  await expectAccessible(page, 'guest success (fr)');
  await onPhone(page, 'guest-success');
  await shop.close();

  // The order's mail, in French, carries its link with the key.
  const linkOf = () =>
    mailsTo(email)
      .map((m) => new RegExp(`https?://\\S+(/orders/${code}\\?\\S*key=[0-9a-f]{64})`).exec(m.text))
      .find(Boolean)?.[1];
  await expect.poll(linkOf, { timeout: 20_000 }).toBeTruthy();

  // A fresh browser, no account: the link alone opens the order and its invoice.
  const fresh = await context();
  const guest = await fresh.newPage();
  await guest.goto(linkOf()!);
  await expect(
    guest.getByRole('heading', { name: t('orders.orderTitle', { code }) }),
  ).toBeVisible();
  await expect(guest.getByRole('note')).toHaveText(t('orders.keepLink'));
  await expect(guest.getByText('Amélie Martin').first()).toBeVisible();
  await expect(guest.getByText(EUROS).first()).toBeVisible();
  await expect(guest.getByRole('region', { name: t('orders.timeline') })).toBeVisible();
  await expectAccessible(guest, 'guest order page (fr)');
  await onPhone(guest, 'guest-order');
  const download = guest.waitForEvent('download');
  await guest.getByRole('link', { name: t('orders.downloadInvoice') }).click();
  const invoice = await download;
  expect(
    fs
      .readFileSync((await invoice.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Signing up with the same email: My Orders finds the order, and a mailed code claims it.
  await guest.goto('/login?lang=fr&redirect=%2Fprofile%3Ftab%3Dorders');
  await guest.getByRole('button', { name: t('auth.signupLink') }).click();
  await guest.getByLabel(t('auth.name')).fill('Amélie Martin');
  await guest.getByLabel(t('labels.email'), { exact: true }).fill(email);
  await guest.getByLabel(t('auth.password'), { exact: true }).fill(PASSWORD);
  await guest.getByLabel(t('auth.confirmPassword')).fill(PASSWORD);
  await guest.getByRole('button', { name: t('auth.signupButton') }).click();
  await expect(guest).toHaveURL(/\/profile\?tab=orders/);
  const notice = guest.getByRole('region', { name: t('orders.claim.found_one', { count: 1 }) });
  await expect(notice).toBeVisible();
  await expect(guest.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  await expectAccessible(guest, 'my orders: guest orders found (fr)');
  await onPhone(guest, 'guest-orders-found');
  await notice.getByRole('button', { name: t('orders.claim.sendCode') }).click();
  const otp = await nextOtp(email, undefined);
  await notice.getByLabel(t('labels.enterOtp')).fill(otp);
  await expectAccessible(guest, 'my orders: the claim code (fr)');
  await onPhone(guest, 'guest-orders-code');
  await notice.getByRole('button', { name: t('auth.verifyOtp') }).click();
  await expect(
    guest.getByRole('status').filter({ hasText: t('orders.claim.joined_one', { count: 1 }) }),
  ).toBeVisible();
  const row = guest.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(EUROS);
  await expect(
    guest.getByRole('region', { name: t('orders.claim.found_one', { count: 1 }) }),
  ).toHaveCount(0);
  await fresh.close();
});
