import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let h: Harness;
let ada: string;
let bob: string;
let shirt: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  ada = await signedIn(h.app, 'ada@example.com');
  bob = await signedIn(h.app, 'bob@example.com');
  [shirt] = await variants(h, 1);
  await setStock(h, shirt!.sku, 10);
});
afterAll(() => h?.close());

const card = (clientSecret: string, cardNumber: string, extra: object = {}) => ({
  clientSecret,
  cardNumber,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  name: 'Ada Lovelace',
  ...extra,
});
const confirm = (cookie: string, body: object) =>
  h.app.inject({
    method: 'POST',
    url: '/api/payment/test/confirm',
    headers: { cookie },
    payload: body,
  });
const byCode = async (code: string, cookie = ada) =>
  (
    await h.app.inject({ url: `/api/v1/orders/by-code/${code}`, headers: { cookie } })
  ).json() as Order;
const payments = async () =>
  (await h.db.query<{ n: number }>('select count(*)::int as n from payments'))[0]!.n;

const clearAdasCart = () =>
  h.db.query(
    "delete from cart_lines where user_id = (select id from users where email = 'ada@example.com')",
  );

/** A card order of `qty` shirts for Ada (a cart of just those), awaiting payment. */
async function cardOrder(qty = 1) {
  await clearAdasCart();
  await fillCart(h.app, ada, 'ada@example.com', [[shirt, qty]]);
  const res = await order(h.app, ada, { paymentMethod: 'bank' });
  expect(res.statusCode).toBe(201);
  return res.json() as Order;
}

describe('payment intents', () => {
  it('refuses an amount other than the server total, creating nothing', async () => {
    const o = await cardOrder();
    const before = await payments();
    const wrong = await intent(h.app, ada, o.orderCode, o.total - 0.01);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error).toMatchObject({
      code: 'CONFLICT',
      reason: 'AMOUNT_MISMATCH',
      params: { total: o.total, currency: 'USD' },
      message: `The amount does not match the order total of ${o.total} USD`,
    });
    expect((await intent(h.app, ada, o.orderCode, o.total + 0.001)).statusCode).toBe(409);
    expect(await payments()).toBe(before);
  });

  it('answers one intent per order, and only to its owner while it awaits payment', async () => {
    const o = await cardOrder();
    const first = await intent(h.app, ada, o.orderCode, o.total);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ amount: o.total, currency: 'usd', provider: 'test' });
    const second = (await intent(h.app, ada, o.orderCode, o.total)).json() as PaymentIntent;
    expect(second.clientSecret).toBe((first.json() as PaymentIntent).clientSecret);
    expect((await intent(h.app, bob, o.orderCode, o.total)).statusCode).toBe(404);

    await fillCart(h.app, ada, 'ada@example.com', [[shirt, 1]]);
    const cash = (await order(h.app, ada, { paymentMethod: 'cash' })).json() as Order;
    expect((await intent(h.app, ada, cash.orderCode, cash.total)).statusCode).toBe(409);
  });
});

describe('the built-in test provider', () => {
  it('pays once however often it is confirmed', async () => {
    const o = await cardOrder();
    const { clientSecret } = (
      await intent(h.app, ada, o.orderCode, o.total)
    ).json() as PaymentIntent;
    const results = await Promise.all([
      confirm(ada, card(clientSecret, '4242 4242 4242 4242')),
      confirm(ada, card(clientSecret, '4242424242424242')),
    ]);
    expect(results.map((r) => r.json())).toEqual([
      { status: 'succeeded' },
      { status: 'succeeded' },
    ]);
    const [pay] = await h.db.query<{ id: string; n: number }>(
      `select p.id, (select count(*)::int from payments where order_id = p.order_id) as n
         from payments p join orders o on o.id = p.order_id where o.order_code = $1`,
      [o.orderCode],
    );
    expect(pay!.n).toBe(1);
    expect(await byCode(o.orderCode)).toMatchObject({ status: 'PAID', tnxNumber: pay!.id });
    const again = await confirm(ada, card(clientSecret, '4000 0000 0000 0002'));
    expect(again.json()).toEqual({ status: 'succeeded' });
    expect((await intent(h.app, ada, o.orderCode, o.total)).statusCode).toBe(409);
  });

  it('keeps a declined order awaiting payment: the same order and intent are paid on retry', async () => {
    const stock = await stockOf(h, shirt.sku);
    const o = await cardOrder(3);
    expect(await stockOf(h, shirt.sku)).toBe(stock - 3);
    const { clientSecret } = (
      await intent(h.app, ada, o.orderCode, o.total)
    ).json() as PaymentIntent;
    const declined = await confirm(ada, card(clientSecret, '4000000000000002'));
    expect(declined.json()).toEqual({
      status: 'requires_payment_method',
      message: 'Your card was declined.',
      reason: 'CARD_DECLINED',
    });
    expect((await byCode(o.orderCode)).status).toBe('PENDING_PAYMENT');
    expect(await stockOf(h, shirt.sku)).toBe(stock - 3);
    const cartLines = async () =>
      (
        await h.app.inject({
          url: '/api/v1/cart?userId=ada@example.com',
          headers: { cookie: ada },
        })
      )
        .json()
        .productCart.map((l: { sku: string; qty: number }) => [l.sku, l.qty]);
    expect(await cartLines()).toEqual([[shirt.sku, 3]]);

    const retry = (await intent(h.app, ada, o.orderCode, o.total)).json() as PaymentIntent;
    expect(retry.clientSecret).toBe(clientSecret);
    expect((await confirm(ada, card(clientSecret, '4242424242424242'))).json()).toEqual({
      status: 'succeeded',
    });
    expect((await byCode(o.orderCode)).status).toBe('PAID');
    expect(await stockOf(h, shirt.sku)).toBe(stock - 3);
    expect(await cartLines()).toEqual([]);
    const [counts] = await h.db.query<{ orders: number; payments: number }>(
      `select count(*)::int as orders,
              (select count(*)::int from payments p join orders o on o.id = p.order_id
                where o.order_code = $1) as payments
         from orders where user_id = (select id from users where email = 'ada@example.com')
          and created_at >= (select created_at from orders where order_code = $1)`,
      [o.orderCode],
    );
    expect(counts).toEqual({ orders: 1, payments: 1 });
  });

  it('tells insufficient funds apart, and refuses bad numbers and expired cards without failing the order', async () => {
    const o = await cardOrder();
    const { clientSecret } = (
      await intent(h.app, ada, o.orderCode, o.total)
    ).json() as PaymentIntent;
    const luhn = await confirm(ada, card(clientSecret, '4242 4242 4242 4241'));
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().error).toMatchObject({
      fields: { cardNumber: 'Your card number is invalid.' },
      reason: 'CARD_INVALID',
    });
    const expired = await confirm(
      ada,
      card(clientSecret, '4242424242424242', { expMonth: 1, expYear: 20 }),
    );
    expect(expired.json().error).toMatchObject({
      fields: { expYear: 'Your card has expired.' },
      reason: 'CARD_EXPIRED',
    });
    expect((await confirm(bob, card(clientSecret, '4242424242424242'))).statusCode).toBe(404);
    expect((await byCode(o.orderCode)).status).toBe('PENDING_PAYMENT');

    const poor = await confirm(ada, card(clientSecret, '4000 0000 0000 9995'));
    expect(poor.json()).toEqual({
      status: 'requires_payment_method',
      message: 'Your card has insufficient funds.',
      reason: 'INSUFFICIENT_FUNDS',
    });
    expect((await byCode(o.orderCode)).status).toBe('PENDING_PAYMENT');
  });

  it('declines any other valid number', async () => {
    const o = await cardOrder();
    const { clientSecret } = (
      await intent(h.app, ada, o.orderCode, o.total)
    ).json() as PaymentIntent;
    const other = await confirm(ada, card(clientSecret, '5555 5555 5555 4444'));
    expect(other.json()).toEqual({
      status: 'requires_payment_method',
      message: 'Your card was declined.',
      reason: 'CARD_DECLINED',
    });
  });
});
