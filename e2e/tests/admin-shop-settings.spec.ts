// Issue 28: an owner sets the shop's name, logo, support address, postal address and time zone,
// edits the Returns page in French, turns cash on delivery off and review approval on; a shopper
// sees them in the footer, the header, the pages, the checkout, the reviews and the mails
// (rendered in Chromium and looked at).
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, settle } from './support/axe.ts';
import { png } from './support/png.ts';
import { screenshots } from './support/screenshots.ts';
import { ownServer } from './support/server.ts';
import {
  fillCart,
  mailsTo,
  ownAddress,
  productWithTwoSizes,
  registerAccount,
  saveAddress,
  signIn,
} from './support/shopper.ts';
import { inviteMember, signInMember } from './support/staff.ts';

// These settings are the whole shop's, and the suite's other journeys run at the same time on its
// shared server: a shop without cash on delivery, holding its reviews or named otherwise breaks
// them (checkout.spec.ts pays cash). Putting the settings back afterwards still leaves them a
// window in which they see the change, so these journeys run on a server of their own and put
// nothing back.
ownServer('settings', Number(process.env.E2E_SETTINGS_PORT ?? 3196));

const TABLET = { width: 820, height: 1180 };
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * A mail's HTML as a mail client shows it, in a page of its own (screenshot `name` when SCREENSHOTS
 * names a folder); its pictures from this server.
 */
async function showMail(browser: Browser, baseURL: string, mail: { text: string }, name: string) {
  const html = /<!doctype html>[\s\S]*<\/html>/i.exec(mail.text)![0];
  const view = await browser.newPage({ viewport: { width: 640, height: 900 } });
  await view.setContent(html.replace(/https?:\/\/[^/"]+\/media\//g, `${baseURL}/media/`));
  if (process.env.SCREENSHOTS) {
    await view.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
  }
  return view;
}

/** Saves the shop settings form as it is filled in. */
async function saveShop(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText('Shop settings saved.')).toBeVisible();
}

test('an owner sets the shop; the footer, the pages and the mails show it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await inviteMember(request, baseURL!, 'owner', 'Settings Owner');
  await page.setViewportSize(TABLET);
  await signInMember(page, owner, '/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
  await settle(page);
  expect(await pageWidth(page)).toBeLessThanOrEqual(TABLET.width);
  await expectAccessible(page, 'shop settings');

  await page.getByLabel('Shop name').fill('Maison Lune');
  await page.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: png(240, 80, [40, 60, 120]),
  });
  await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await page.getByLabel('Support email').fill('hello@maison-lune.example');
  await page.getByLabel('Postal address').fill('12 rue des Lilas\n75011 Paris');
  await page.getByLabel('Time zone').selectOption('Europe/Paris');
  await page.getByLabel('Mail signature').fill('Camille, pour Maison Lune');
  // A link that is not one is refused with the field named, and nothing is saved.
  await page.getByLabel('Vendor sign-up address').fill('vendors');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByLabel('Vendor sign-up address')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'shop settings with an error');
  await page.getByLabel('Vendor sign-up address').fill('');
  await saveShop(page);
  const saved = await (await page.request.get('/api/admin/settings')).json();
  expect(saved).toMatchObject({
    shopName: 'Maison Lune',
    supportEmail: 'hello@maison-lune.example',
    timeZone: 'Europe/Paris',
  });
  // The returns rules (issue 30): when a refund gives the shipping back, how long a return waits.
  const returns = page.getByRole('group', { name: 'Returns', exact: true });
  await expect(returns.getByLabel('Shipping given back with a return’s refund')).toHaveValue(
    'faulty',
  );
  await returns.getByLabel('Shipping given back with a return’s refund').selectOption('always');
  await returns.getByLabel('Days a return may wait to be sent').fill('21');
  // The first save's toast may still show: the answer to this one is awaited instead.
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/admin/settings') && r.ok()),
    page.getByRole('button', { name: 'Save', exact: true }).first().click(),
  ]);
  await expectAccessible(page, 'shop settings, returns');
  if (process.env.SCREENSHOTS) {
    await returns.screenshot({ path: `${process.env.SCREENSHOTS}/settings-returns.png` });
  }
  expect(await (await page.request.get('/api/admin/settings')).json()).toMatchObject({
    refundShipping: 'always',
    returnHoldDays: 21,
  });
  expect(saved.logoMediaId).toMatch(/^[0-9a-f]{24}$/);

  // The Returns page, in French.
  await page.getByLabel('Page', { exact: true }).selectOption('returns');
  await page.getByRole('tab', { name: 'Français' }).click();
  await page.getByLabel('Title').fill('Retours chez Maison Lune');
  await page
    .getByLabel('Text', { exact: true })
    .fill(
      'Vous avez 30 jours.\n\n## Comment faire\n\n- Écrivez à {email}\n- <b>Renvoyez</b> le colis',
    );
  await page.getByRole('button', { name: 'Save this language' }).click();
  await expect(page.getByText('Page saved.')).toBeVisible();
  await settle(page);
  expect(await pageWidth(page)).toBeLessThanOrEqual(TABLET.width);
  await expectAccessible(page, 'shop settings, pages editor');
  await screenshots(page, 'shop-settings');

  // The shopper's side.
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto('/');
  const footer = shopper.getByRole('contentinfo');
  await expect(footer.getByText('Maison Lune', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'hello@maison-lune.example' })).toBeVisible();
  await expect(footer.getByText(/12 rue des Lilas/)).toBeVisible();
  const year = new Intl.DateTimeFormat('en', {
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date());
  await expect(footer).toContainText(`© ${year} Maison Lune.`);
  await expect(shopper.getByRole('banner').getByRole('img', { name: 'Maison Lune' })).toBeVisible();
  await expect(shopper).toHaveTitle(/Maison Lune/);

  await shopper.goto('/returns?lang=fr');
  await expect(
    shopper.getByRole('heading', { level: 1, name: 'Retours chez Maison Lune' }),
  ).toBeVisible();
  const main = shopper.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Comment faire' })).toBeVisible();
  await expect(main.getByText('Écrivez à hello@maison-lune.example')).toBeVisible();
  // What the owner typed as HTML is shown as text.
  await expect(main.getByText('<b>Renvoyez</b> le colis')).toBeVisible();
  await expect(shopper).toHaveTitle('Retours chez Maison Lune | Maison Lune');
  await expectAccessible(shopper, 'returns page (fr)');
  await screenshots(shopper, 'returns-page-fr');

  // A mail: the reset code of a new account, in the shop's layout.
  const email = await registerAccount(shopper, baseURL!);
  await shopper.request.post('/api/auth/reset-password', {
    headers: ownAddress(baseURL!),
    data: { email, lang: 'fr' },
  });
  await expect.poll(() => mailsTo(email, baseURL).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = mailsTo(email, baseURL).at(-1)!;
  expect(mail.subject).toBe('Votre code de vérification Maison Lune');
  const view = await showMail(browser, baseURL!, mail, 'mail-reset-fr');
  await expect(view.getByRole('img', { name: 'Maison Lune' })).toBeVisible();
  await expect(view.getByText('Camille, pour Maison Lune')).toBeVisible();
  await expect(view.getByRole('link', { name: 'hello@maison-lune.example' })).toBeVisible();
  await expect(view.getByText(/12 rue des Lilas/)).toBeVisible();
  await view.close();
  await context.close();
});

test('with cash on delivery off, the checkout offers the card alone and takes no cash order', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await inviteMember(request, baseURL!, 'owner', 'Checkout Owner');
  const context = await browser.newContext();
  const shopper = await context.newPage();
  const email = await signIn(shopper, baseURL!);
  await fillCart(shopper, baseURL!, email);
  await saveAddress(shopper, baseURL!);

  // As the shop comes: cash on delivery offered, and the method chosen first.
  await shopper.goto('/cart/checkout');
  const methods = shopper.getByRole('group', { name: 'Payment Method' });
  await expect(methods.getByRole('radio')).toHaveCount(2);
  await expect(methods.getByRole('radio', { name: /^Cash on delivery/ })).toBeChecked();

  await signInMember(page, owner, '/admin/settings');
  const rules = page.getByRole('group', { name: 'Checkout and reviews' });
  const first = rules.getByLabel('Payment method chosen first at checkout');
  await expect(first).toHaveValue('cash');
  await rules.getByLabel('Offer cash on delivery').uncheck();
  // Without cash the card is the one chosen first: the choice is closed.
  await expect(first).toBeDisabled();
  await expect(first).toHaveValue('bank');
  await saveShop(page);
  expect(await (await page.request.get('/api/admin/settings')).json()).toMatchObject({
    cashOnDelivery: false,
  });

  // A checkout opened now offers the card alone, chosen.
  const fresh = await context.newPage();
  await fresh.goto('/cart/checkout');
  const offered = fresh.getByRole('group', { name: 'Payment Method' });
  await expect(offered.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await expect(offered.getByRole('radio')).toHaveCount(1);
  await expect(fresh.getByText('Cash on delivery')).toHaveCount(0);
  await expectAccessible(fresh, 'checkout without cash');
  await screenshots(fresh, 'checkout-without-cash');
  await fresh.close();

  // The checkout opened before still has cash chosen: the shop refuses it, says why, and the
  // page then offers the card alone, with which the order goes on to the payment step.
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper.getByText('Cash on delivery is not offered: pay by card')).toBeVisible();
  await expect(methods.getByRole('radio')).toHaveCount(1);
  await expect(methods.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper).toHaveURL(/\/cart\/checkout\/payment\?order=ATL-/);
  await context.close();
});

test('with review approval on, a review waits until staff publish it with their answer', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await inviteMember(request, baseURL!, 'owner', 'Reviews Owner');
  await signInMember(page, owner, '/admin/settings');
  await page.getByLabel('Hold new reviews until staff publish them').check();
  await saveShop(page);
  const shop = await (await request.get('/api/v1/shop')).json();

  // A shopper reviews a product: thanked, told it waits, and it is not on the page.
  const { product } = await productWithTwoSizes(request);
  const name = `Inès ${randomUUID().slice(0, 6)}`;
  const comment = 'Soft wool, true to size, and it keeps its shape after washing.';
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto(`/product/${product.id}`);
  // The form as the browser took the page over: a star chosen before that does not stay chosen.
  await settle(shopper);
  const form = shopper.getByRole('form', { name: 'Write a review' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('radio', { name: '5 out of 5' }).check();
  await form.getByLabel('Comment').fill(comment);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(
    shopper.getByText('Thank you! Your review will appear once the shop has approved it.'),
  ).toBeVisible();
  await shopper.reload();
  const reviews = shopper.getByRole('region', { name: 'Reviews' });
  await expect(
    reviews.getByRole('list', { name: 'Reviews' }).or(reviews.getByText(/^No reviews yet/)),
  ).toBeVisible();
  await expect(reviews.getByText(comment)).toHaveCount(0);

  // The staff are mailed of it, with the way to the reviews that wait.
  const mailed = () =>
    mailsTo(owner.email, baseURL).filter((m) => m.subject.includes(product.name));
  await expect.poll(() => mailed().length, { timeout: 20_000 }).toBe(1);
  const mail = mailed()[0]!;
  expect(mail.subject).toBe(`New review of ${product.name}: 5/5`);
  const view = await showMail(browser, baseURL!, mail, 'mail-review-waiting');
  await expect(view.getByText(`${name} wrote:`)).toBeVisible();
  await expect(view.getByText(comment)).toBeVisible();
  await expect(
    view.getByText('It waits for your approval before the shop shows it.'),
  ).toBeVisible();
  const link = await view.getByRole('link', { name: 'Open the reviews' }).getAttribute('href');
  expect(link).toBe(`${baseURL}/admin/reviews?status=pending`);
  await view.close();

  // The owner follows it, answers the review publicly, then publishes it.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: comment });
  await expect(row.getByText('Waiting for approval')).toBeVisible();
  await expectAccessible(page, 'reviews waiting for approval');
  await row.getByRole('button', { name: `Answer the review by ${name} publicly` }).click();
  const dialog = page.getByRole('dialog', { name: `Answer ${name} publicly` });
  const answer = 'Thank you, Inès: wash it cold and it will stay that way.';
  await dialog.getByLabel('Your answer').fill(answer);
  await expectAccessible(page, 'answer dialog');
  await screenshots(page, 'review-answer-dialog');
  await dialog.getByRole('button', { name: 'Publish answer' }).click();
  await expect(page.getByText(`Your answer to ${name} is on the shop.`)).toBeVisible();
  await expect(row.getByText(`Your answer: ${answer}`)).toBeVisible();
  // Answered but still held: the shop shows neither yet.
  const listed = async () =>
    (
      await (
        await request.get(`/api/v1/products/review/${product.id}`, { params: { lang: 'en' } })
      ).json()
    ).map((review: { comment: string }) => review.comment);
  expect(await listed()).not.toContain(comment);
  await row.getByRole('button', { name: `Publish the review by ${name}` }).click();
  await expect(page.getByText(`The review by ${name} is published.`)).toBeVisible();
  // Published, it leaves the reviews that wait.
  await expect(row).toHaveCount(0);

  // The shopper now sees it, with the shop's answer under it.
  await shopper.reload();
  const review = reviews.getByRole('listitem').filter({ hasText: comment });
  await expect(review).toBeVisible();
  await expect(review.getByText(`Reply from ${shop.name}`)).toBeVisible();
  await expect(review.getByText(answer)).toBeVisible();
  await expectAccessible(shopper, 'product page with an answered review');
  await review.scrollIntoViewIfNeeded();
  if (process.env.SCREENSHOTS) {
    await review.screenshot({ path: `${process.env.SCREENSHOTS}/review-answered.png` });
  }
  await context.close();
});
