// Promotions and store money (issue 22): the newsletter's double opt-in mails a first-order code
// that checkout takes in French, the order mail shows the discounted total, and a referral credit
// pays part of an order once spendable (issue 27: a friend's goods order's is on hold meanwhile).
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  fillCart,
  mailsTo,
  ownAddress,
  PASSWORD,
  productWithTwoSizes,
  saveAddress,
  signIn,
  TEST_ADDRESS,
} from './support/shopper.ts';

const fr = JSON.parse(
  fs.readFileSync(new URL('../../apps/web/src/locales/fr.json', import.meta.url), 'utf8'),
);
/** Dollars as a French page writes them ("111,50 $US"). */
const dollarsInFrench = (amount: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD' }).format(amount);

/** The newest mail to `email` whose text matches `pattern`, waited for (the outbox sends it). */
async function mailMatching(email: string, pattern: RegExp) {
  await expect
    .poll(() => mailsTo(email).some((m) => pattern.test(m.text)), { timeout: 20_000 })
    .toBe(true);
  return mailsTo(email)
    .filter((m) => pattern.test(m.text))
    .at(-1)!;
}

test('subscribe in French, confirm from the mail, and the mailed code takes 10% off the first order', async ({
  page,
  baseURL,
}) => {
  const email = await signIn(page, baseURL!);
  await page.goto('/?lang=fr');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: fr.footer.emailLabel }).fill(email);
  await footer.getByRole('button', { name: fr.footer.subscribe }).click();
  await expect(page.getByText('Presque fini : consultez votre boîte de réception')).toBeVisible();

  const confirm = await mailMatching(email, /\/newsletter\/confirm\?token=/);
  expect(confirm.subject).toBe("Confirmez votre inscription à la lettre d'information Atelier");
  expect(confirm.text).toMatch(/\/newsletter\/unsubscribe\?token=/);
  const link = new URL(/https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec(confirm.text)![0]);
  expect(link.searchParams.get('lang')).toBe('fr');
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(fr.promo.newsletter.confirmed)).toBeVisible();

  const welcome = await mailMatching(email, /WELCOME-[A-Z0-9]{8}/);
  const code = /WELCOME-[A-Z0-9]{8}/.exec(welcome.text)![0];
  expect(welcome.text).toMatch(/\/newsletter\/unsubscribe\?token=/);

  await fillCart(page, baseURL!, email);
  const addressId = await saveAddress(page, baseURL!);
  await page.goto('/cart/checkout?lang=fr');
  const summary = page.getByRole('region', { name: fr.checkout.orderSummary });
  await summary.getByRole('textbox', { name: fr.promo.codeLabel }).fill(code.toLowerCase());
  await summary.getByRole('button', { name: fr.promo.apply }).click();
  await expect(summary.getByText(`Code ${code} appliqué`)).toBeVisible();
  await expect(summary.getByText(`Remise (${code})`)).toBeVisible();

  // The saved address is in Washington, DC: checkout quotes it in dollars, DC's sales tax added.
  const cart = await (
    await page.request.post('/api/v1/cart/quote', {
      headers: { Origin: baseURL! },
      data: { userId: email, lang: 'fr', market: 'us', addressId },
    })
  ).json();
  expect(cart.totals.tax).toBeGreaterThan(0);
  const discount = Math.round(cart.totals.subtotal * 10) / 100;
  expect(cart.totals.discount).toBe(discount);
  const total = cart.totals.total;
  await expect(summary.getByText(dollarsInFrench(total), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: fr.checkout.placeOrder }).click();
  await expect(page.getByRole('heading', { name: fr.payment.placedTitle })).toBeVisible();
  const orderCode = new URL(page.url()).searchParams.get('order')!;

  const placed = await mailMatching(email, new RegExp(orderCode));
  expect(placed.text).toContain(`Remise: ${dollarsInFrench(-discount)}`);
  expect(placed.text).toContain(`Total: ${dollarsInFrench(total)}`);
  // The code was personal and single-use: it is spent.
  const again = await page.request.post('/api/v1/cart/discount', {
    headers: { Origin: baseURL! },
    data: { userId: email, code, lang: 'fr' },
  });
  expect((await again.json()).error.reason).toBe('CODE_USED_UP');
});

/**
 * A friend who signed up with `referral` and paid a card order, of goods or of the Gold plan: their
 * first paid order credits the referrer.
 */
async function friendPays(
  request: APIRequestContext,
  baseURL: string,
  referral: string,
  what: 'goods' | 'plan',
) {
  const email = `friend-${what}-${Date.now()}@example.com`;
  const headers = ownAddress(baseURL);
  const account = {
    name: 'Grace Hopper',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    referral,
  };
  expect((await request.post('/api/auth/register', { headers, data: account })).status()).toBe(201);
  await request.post('/api/auth/login', { headers, data: { email, password: PASSWORD } });
  let placed;
  if (what === 'plan') {
    placed = await request.post('/api/subscriptions/checkout', {
      headers,
      data: { planId: 2, lang: 'en' },
    });
  } else {
    const { product, first } = await productWithTwoSizes(request);
    await request.post('/api/v1/cart/update', {
      headers,
      data: {
        userId: email,
        lang: 'en',
        sku: first.sku,
        qty: 1,
        action: 'I',
        productId: product.id,
      },
    });
    placed = await request.post('/api/v1/orders', {
      headers,
      data: { address: TEST_ADDRESS, paymentMethod: 'bank', lang: 'en' },
    });
  }
  const order = await placed.json();
  const intent = await (
    await request.post('/api/payment/create-payment-intent', {
      headers,
      data: { amount: order.total, currency: 'usd', orderCode: order.orderCode },
    })
  ).json();
  const card = {
    clientSecret: intent.clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: 2039,
    cvc: '123',
    name: 'Grace Hopper',
  };
  const paid = await request.post('/api/payment/test/confirm', { headers, data: card });
  expect((await paid.json()).status).toBe('succeeded');
}

test('a referral credit pays part of the next order at checkout', async ({
  page,
  baseURL,
  playwright,
}) => {
  const email = await signIn(page, baseURL!);
  const { referral } = await (
    await page.request.get('/api/users/details', { params: { userId: email } })
  ).json();
  const cartCredit = async () =>
    (await (await page.request.get('/api/v1/cart', { params: { userId: email } })).json())
      .creditBalance as number;
  // What a friend's goods order earned waits until it can no longer be cancelled or returned.
  const goodsFriend = await playwright.request.newContext({ baseURL });
  await friendPays(goodsFriend, baseURL!, referral, 'goods');
  await goodsFriend.dispose();
  expect(await cartCredit()).toBe(0);
  await page.goto('/profile?tab=referral');
  await expect(page.getByRole('cell', { name: 'On hold' })).toBeVisible();
  // A plan's order is not cancelled (a plan ends with its period): what it earned is spendable.
  const planFriend = await playwright.request.newContext({ baseURL });
  await friendPays(planFriend, baseURL!, referral, 'plan');
  await planFriend.dispose();
  // The reward is the shop's setting, which the back-office journey changes for a moment: read
  // what this referral earned rather than assume the default.
  const credit = await cartCredit();
  expect(credit).toBeGreaterThan(0);
  const amount = `$${credit.toFixed(2)}`;

  await fillCart(page, baseURL!, email);
  await saveAddress(page, baseURL!);
  await page.goto('/cart/checkout?lang=en');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await summary
    .getByRole('checkbox', { name: `Pay with my store credit (${amount} available)` })
    .check();
  await expect(summary.getByText('Store credit', { exact: true })).toBeVisible();
  await expect(summary.getByText(`−${amount}`)).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed!' })).toBeVisible();

  const code = new URL(page.url()).searchParams.get('order')!;
  const order = await (
    await page.request.get(`/api/v1/orders/by-code/${code}`, { params: { lang: 'en' } })
  ).json();
  expect(order.totals.credit).toBe(credit);
  const { subtotal, member, discount, tax } = order.totals;
  expect(order.total).toBe(Math.round((subtotal - member - discount + tax - credit) * 100) / 100);
  await page.goto(`/orders/${code}`);
  await expect(page.getByText('Store credit', { exact: true })).toBeVisible();
  const after = await (
    await page.request.get('/api/v1/cart', { params: { userId: email, useCredit: 'true' } })
  ).json();
  expect(after.creditBalance).toBe(0);
});
