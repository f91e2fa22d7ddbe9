// Issue 29 item 6: a guest checks out with an email, reaches the order through its mailed link,
// and an account made later takes the order along only once its email is proven by a code.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoicePath,
  ORDER_KEY_PARAM,
  withOrderKey,
  type Order,
  type PaymentIntent,
} from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { outbox } from '../../admin/orders/test-helpers.ts';
import { latestOtp, signedIn } from '../auth/test-helpers.ts';
import {
  cartUpdate,
  home,
  setStock,
  stockOf,
  variants,
  type VariantFixture,
} from './test-helpers.ts';

let h: Harness;
let shirt: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  [shirt] = await variants(h, 1);
  await setStock(h, shirt.sku, 50);
});
afterAll(() => h?.close());

const paris = { ...home, city: 'Paris', region: '', zipocode: '75001', country: 'FR' };

/** A guest's cart of `qty` shirts, under a fresh guest key. */
async function guestCart(qty = 1) {
  const guestId = randomUUID();
  const res = await cartUpdate(h.app, undefined, {
    userId: guestId,
    sku: shirt.sku,
    productId: shirt.productId,
    qty,
    action: 'I',
  });
  expect(res.statusCode).toBe(200);
  return guestId;
}

const guestOrder = (body: object) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    payload: { address: paris, market: 'eu', paymentMethod: 'cash', lang: 'fr', ...body },
  });

const keyOf = (order: Order) => new URL(order.link!, 'http://x').searchParams.get(ORDER_KEY_PARAM)!;
const get = (url: string, cookie?: string) =>
  h.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('guest checkout', () => {
  it('places the order without an account and opens it by its link alone', async () => {
    const guestId = await guestCart(2);
    const before = await stockOf(h, shirt.sku);
    const res = await guestOrder({ guestId, email: 'Lea@Example.com' });
    expect(res.statusCode).toBe(201);
    const order = res.json() as Order;
    expect(order).toMatchObject({ email: 'lea@example.com', currency: 'EUR', status: 'PLACED' });
    expect(order.link).toMatch(new RegExp(`^/orders/${order.orderCode}\\?key=[0-9a-f]{64}$`));
    expect(await stockOf(h, shirt.sku)).toBe(before - 2);
    // Cash empties the guest's cart.
    const cart = await get(`/api/v1/cart?userId=${guestId}&lang=fr`);
    expect(cart.json().productCart).toEqual([]);

    const page = `/api/v1/orders/by-code/${order.orderCode}`;
    expect((await get(withOrderKey(page, keyOf(order)))).json()).toMatchObject({
      orderCode: order.orderCode,
      link: order.link,
    });
    expect((await get(page)).statusCode).toBe(401);
    const wrong = withOrderKey(page, 'a'.repeat(64));
    expect((await get(wrong)).statusCode).toBe(404);
    // A key opens its own order only.
    const other = (await guestOrder({ guestId: await guestCart(), email: 'x@example.com' })).json();
    expect((await get(withOrderKey(page, keyOf(other)))).statusCode).toBe(404);

    // The mail, in the order's language, carries the link with its key.
    const [mail] = (await outbox(h, 'lea@example.com')).filter((m) => m.kind === 'order-placed');
    expect(mail?.text).toContain(`/orders/${order.orderCode}?lang=fr&key=${keyOf(order)}`);
  });

  it('asks a guest for an email, and keeps saved addresses and per-customer codes to accounts', async () => {
    const guestId = await guestCart();
    const noEmail = await guestOrder({ guestId });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.fields).toEqual({ email: 'Email is required' });
    expect((await guestOrder({ email: 'a@example.com' })).statusCode).toBe(400);
    const saved = await guestOrder({
      guestId,
      email: 'a@example.com',
      address: undefined,
      addressId: 1,
    });
    expect(saved.statusCode).toBe(404);

    await h.db.query(
      `insert into discount_codes (code, kind, value, per_customer_limit, created_at)
       values ('ONCE10', 'percent', 10, 1, now())`,
    );
    const applied = await h.app.inject({
      method: 'POST',
      url: '/api/v1/cart/discount',
      payload: { userId: guestId, code: 'ONCE10', lang: 'en' },
    });
    expect(applied.statusCode).toBe(200);
    const refused = await guestOrder({ guestId, email: 'a@example.com', lang: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      reason: 'CODE_NEEDS_ACCOUNT',
      message: 'Sign in to use this code',
    });
  });

  it('pays by card, downloads the invoice and cancels through the link', async () => {
    const guestId = await guestCart();
    const order = (
      await guestOrder({ guestId, email: 'card@example.com', paymentMethod: 'bank' })
    ).json() as Order;
    const key = keyOf(order);
    const intent = await h.app.inject({
      method: 'POST',
      url: '/api/payment/create-payment-intent',
      payload: { amount: order.total, currency: 'eur', orderCode: order.orderCode },
    });
    expect(intent.statusCode).toBe(401);
    const { clientSecret } = (
      await h.app.inject({
        method: 'POST',
        url: '/api/payment/create-payment-intent',
        payload: { amount: order.total, currency: 'eur', orderCode: order.orderCode, key },
      })
    ).json() as PaymentIntent;
    const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
    const paid = await h.app.inject({
      method: 'POST',
      url: '/api/payment/test/confirm',
      payload: { clientSecret, key, ...card, name: 'Léa' },
    });
    expect(paid.json()).toEqual({ status: 'succeeded' });
    // Paid, the ordered lines leave the guest's cart.
    expect((await get(`/api/v1/cart?userId=${guestId}&lang=fr`)).json().productCart).toEqual([]);

    const invoice = await get(withOrderKey(invoicePath(order.orderCode), key));
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect((await get(invoicePath(order.orderCode))).statusCode).toBe(401);
    const [paidMail] = (await outbox(h, 'card@example.com')).filter((m) => m.kind === 'order-paid');
    expect(paidMail?.text).toContain(withOrderKey(invoicePath(order.orderCode), key));

    const before = await stockOf(h, shirt.sku);
    const cancelled = await h.app.inject({
      method: 'POST',
      url: withOrderKey(`/api/v1/orders/by-code/${order.orderCode}/cancel`, key),
    });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', refunded: order.total });
    expect(await stockOf(h, shirt.sku)).toBe(before + 1);
  });
});

describe('an account takes its guest orders along', () => {
  it('only once the email is proven with the mailed code', async () => {
    const email = 'later@example.com';
    const placed = (await guestOrder({ guestId: await guestCart(), email })).json() as Order;
    // Signing up with the email proves nothing: the order stays the guest's.
    const cookie = await signedIn(h.app, email);
    const mine = () => get(`/api/v1/orders/${email}/en`, cookie).then((r) => r.json() as Order[]);
    expect(await mine()).toEqual([]);
    expect((await get('/api/v1/orders/unclaimed', cookie)).json()).toEqual({ count: 1 });
    const claim = (otp: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/orders/claim',
        headers: { cookie },
        payload: { otp },
      });
    expect((await claim('000000')).statusCode).toBe(400);

    const sent = await h.app.inject({
      method: 'POST',
      url: '/api/v1/orders/claim/code',
      headers: { cookie },
      payload: { lang: 'en' },
    });
    expect(sent.statusCode).toBe(200);
    const otp = await latestOtp(h.config.outboxDir, email);
    expect((await claim(otp)).json()).toEqual({ claimed: 1 });
    expect((await mine()).map((o) => o.orderCode)).toEqual([placed.orderCode]);
    expect((await get('/api/v1/orders/unclaimed', cookie)).json()).toEqual({ count: 0 });
    // Another account's guest orders are not touched.
    const stranger = await signedIn(h.app, 'stranger@example.com');
    expect((await get('/api/v1/orders/unclaimed', stranger)).json()).toEqual({ count: 0 });
  });
});
