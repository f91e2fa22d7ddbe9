import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order, PaymentIntent } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import {
  fillCart,
  intent,
  order,
  setStock,
  stockOf,
  variants,
  type VariantFixture,
} from '../orders/test-helpers.ts';
import { startStripeShop, type StripeShop } from './stripe-stand-in.ts';

let h: Harness;
let shop: StripeShop;
let stripe: StripeShop['stripe'];
let app: StripeShop['app'];
let webhook: StripeShop['webhook'];
let cookie: string;
let shirt: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  shop = await startStripeShop(h);
  ({ app, stripe, webhook } = shop);
  cookie = await signedIn(app, 'ada@example.com');
  [shirt] = await variants(h, 1);
  await setStock(h, shirt!.sku, 10);
});
afterAll(async () => {
  await shop?.close();
  await h?.close();
});

const byCode = async (code: string) =>
  (
    await app.inject({ url: `/api/v1/orders/by-code/${code}`, headers: { cookie } })
  ).json() as Order;

async function stripeOrder(qty = 1) {
  await h.db.query(
    "delete from cart_lines where user_id = (select id from users where email = 'ada@example.com')",
  );
  await fillCart(app, cookie, 'ada@example.com', [[shirt, qty]]);
  const o = (await order(app, cookie, { paymentMethod: 'bank' })).json() as Order;
  const res = await intent(app, cookie, o.orderCode, o.total);
  expect(res.statusCode).toBe(200);
  const answer = res.json() as PaymentIntent;
  return { order: o, answer, intentId: answer.clientSecret.split('_secret_')[0]! };
}

it('creates one PaymentIntent per order with Stripe', async () => {
  const { order: o, answer, intentId } = await stripeOrder();
  expect(answer).toMatchObject({
    provider: 'stripe',
    publishableKey: 'pk_test_standin',
    amount: o.total,
    currency: 'usd',
  });
  const again = (await intent(app, cookie, o.orderCode, o.total)).json() as PaymentIntent;
  expect(again.clientSecret).toBe(answer.clientSecret);
  expect(stripe.intents.get(intentId)).toMatchObject({
    amount: Math.round(o.total * 100),
    currency: 'usd',
    metadata: { orderCode: o.orderCode },
  });
  expect(stripe.calls.filter((c) => c === 'POST /v1/payment_intents')).toHaveLength(1);
  const testConfirm = await app.inject({
    method: 'POST',
    url: '/api/payment/test/confirm',
    headers: { cookie },
    payload: {},
  });
  expect(testConfirm.statusCode).toBe(404);
});

it('pays the order once on payment_intent.succeeded, however often it is delivered', async () => {
  const { order: o, intentId } = await stripeOrder();
  const paid = stripe.succeed(intentId);
  const first = await webhook('payment_intent.succeeded', paid);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ received: true });
  const after = await byCode(o.orderCode);
  expect(after).toMatchObject({ status: 'PAID', tnxNumber: intentId });
  const [before] = await h.db.query<{ paidAt: Date }>(
    'select paid_at as "paidAt" from orders where order_code = $1',
    [o.orderCode],
  );

  const replays = await Promise.all([
    webhook('payment_intent.succeeded', paid),
    webhook('payment_intent.succeeded', paid),
  ]);
  expect(replays.map((r) => r.statusCode)).toEqual([200, 200]);
  const [again] = await h.db.query<{ paidAt: Date }>(
    'select paid_at as "paidAt" from orders where order_code = $1',
    [o.orderCode],
  );
  expect(again!.paidAt).toEqual(before!.paidAt);
  expect(await byCode(o.orderCode)).toEqual(after);
});

it('refuses a bad signature and changes nothing', async () => {
  const { order: o, intentId } = await stripeOrder();
  const forged = await webhook(
    'payment_intent.succeeded',
    stripe.succeed(intentId),
    'whsec_someone_else',
  );
  expect(forged.statusCode).toBe(400);
  const unsigned = await app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ type: 'payment_intent.succeeded' }),
  });
  expect(unsigned.statusCode).toBe(400);
  const [row] = await h.db.query<{ status: string }>(
    'select status from orders where order_code = $1',
    [o.orderCode],
  );
  expect(row!.status).toBe('PENDING_PAYMENT');
});

it('finds a payment whose webhook was lost when the order is looked up', async () => {
  const { order: o, intentId } = await stripeOrder();
  expect((await byCode(o.orderCode)).status).toBe('PENDING_PAYMENT');
  stripe.succeed(intentId);
  expect(await byCode(o.orderCode)).toMatchObject({ status: 'PAID', tnxNumber: intentId });
});

it('finds a difference paid whose webhook was lost when the order is looked up', async () => {
  // Two sizes of one product, the second dearer: a paid order swapped to it owes the difference.
  const [p] = await h.db.query<{ id: number; skus: string[] }>(
    `select product_id as id, array_agg(sku order by id) as skus from variants
      where product_id <> $1 group by product_id having count(*) >= 2 order by product_id limit 1`,
    [shirt.productId],
  );
  const [sold, dearer] = p!.skus as [string, string];
  for (const [sku, cents] of [
    [sold, 5000],
    [dearer, 8000],
  ] as const) {
    await h.db.query('update variants set original_price_cents = $2 where sku = $1', [sku, cents]);
    await setStock(h, sku, 10);
  }
  await h.db.query(
    "delete from cart_lines where user_id = (select id from users where email = 'ada@example.com')",
  );
  const line = { userId: 'ada@example.com', sku: sold, productId: p!.id, qty: 1, action: 'I' };
  await app.inject({
    method: 'POST',
    url: '/api/v1/cart/update',
    headers: { cookie },
    payload: line,
  });
  const o = (await order(app, cookie, { paymentMethod: 'bank' })).json() as Order;
  const answer = (await intent(app, cookie, o.orderCode, o.total)).json() as PaymentIntent;
  await webhook(
    'payment_intent.succeeded',
    stripe.succeed(answer.clientSecret.split('_secret_')[0]!),
  );
  const swapped = await app.inject({
    method: 'POST',
    url: `/api/v1/orders/by-code/${o.orderCode}/lines/${o.orderItems[0]!.id}/swap`,
    headers: { cookie },
    payload: { sku: dearer },
  });
  expect(swapped.json().balanceDue).toBeGreaterThan(0);
  const balance = await app.inject({
    method: 'POST',
    url: `/api/v1/orders/by-code/${o.orderCode}/balance`,
    headers: { cookie },
  });
  const balanceIntent = (balance.json() as PaymentIntent).clientSecret.split('_secret_')[0]!;
  expect((await byCode(o.orderCode)).balanceDue).toBe(swapped.json().balanceDue);
  // Paid at Stripe; its webhook never comes.
  stripe.succeed(balanceIntent);
  const after = await byCode(o.orderCode);
  expect(after.balanceDue).toBeUndefined();
  expect(after.timeline?.at(-1)).toMatchObject({ type: 'balance_paid' });
});

it('keeps the order awaiting payment on payment_intent.payment_failed: stock held, intent open for another card', async () => {
  const stock = await stockOf(h, shirt.sku);
  const { order: o, intentId } = await stripeOrder(2);
  expect(await stockOf(h, shirt.sku)).toBe(stock - 2);
  const intentNow = {
    ...stripe.intents.get(intentId)!,
    last_payment_error: { message: 'Your card was declined.' },
  };
  expect((await webhook('payment_intent.payment_failed', intentNow)).statusCode).toBe(200);
  expect((await byCode(o.orderCode)).status).toBe('PENDING_PAYMENT');
  expect(await stockOf(h, shirt.sku)).toBe(stock - 2);
  expect(stripe.intents.get(intentId)!.status).not.toBe('canceled');
  const again = (await intent(app, cookie, o.orderCode, o.total)).json() as PaymentIntent;
  expect(again.clientSecret.split('_secret_')[0]).toBe(intentId);
  stripe.succeed(intentId);
  expect(await byCode(o.orderCode)).toMatchObject({ status: 'PAID', tnxNumber: intentId });
});

it('withdraws the intent of an order the shopper cancels', async () => {
  const stock = await stockOf(h, shirt.sku);
  const { order: o, intentId } = await stripeOrder(2);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/orders/by-code/${o.orderCode}/cancel`,
    headers: { cookie },
  });
  expect(res.json()).toMatchObject({ status: 'CANCELLED' });
  expect(await stockOf(h, shirt.sku)).toBe(stock);
  expect(stripe.intents.get(intentId)!.status).toBe('canceled');
});
