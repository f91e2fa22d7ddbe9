import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartSummary, Order, PaymentIntent } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import {
  cartUpdate,
  fillCart,
  intent,
  order,
  setStock,
  stockOf,
  variants,
  type VariantFixture,
} from './test-helpers.ts';

let h: Harness;
let ada: string;
let bob: string;
let shirt: VariantFixture;
let scarf: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  ada = await signedIn(h.app, 'ada@example.com');
  bob = await signedIn(h.app, 'bob@example.com');
  [shirt, scarf] = await variants(h, 2);
});
beforeEach(async () => {
  await h.db.query('delete from cart_lines');
  await h.db.query("update orders set status = 'CANCELLED' where status = 'PENDING_PAYMENT'");
  await setStock(h, shirt.sku, 10);
  await setStock(h, scarf.sku, 10);
});
afterAll(() => h?.close());

const cart = async (cookie = ada, lang = 'en') =>
  (
    await h.app.inject({
      url: `/api/v1/cart?userId=ada@example.com&lang=${lang}`,
      headers: { cookie },
    })
  ).json() as CartSummary;
const linesOf = async () => (await cart()).productCart.map((l) => [l.sku, l.qty, l.stock]);
const byCode = async (code: string) =>
  (
    await h.app.inject({ url: `/api/v1/orders/by-code/${code}`, headers: { cookie: ada } })
  ).json() as Order;
const cancel = (code: string, cookie = ada) =>
  h.app.inject({
    method: 'POST',
    url: `/api/v1/orders/by-code/${code}/cancel`,
    headers: { cookie },
  });
async function pay(o: Order, cardNumber = '4242424242424242') {
  const { clientSecret } = (await intent(h.app, ada, o.orderCode, o.total)).json() as PaymentIntent;
  return h.app.inject({
    method: 'POST',
    url: '/api/payment/test/confirm',
    headers: { cookie: ada },
    payload: { clientSecret, cardNumber, expMonth: 12, expYear: 2040, cvc: '123', name: 'Ada' },
  });
}
async function cardOrder(lines: [VariantFixture, number][] = [[shirt, 2]]) {
  await fillCart(h.app, ada, 'ada@example.com', lines);
  const res = await order(h.app, ada, { paymentMethod: 'bank' });
  expect(res.statusCode).toBe(201);
  return res.json() as Order;
}
const pendingOfAda = async () =>
  (
    await h.db.query<{ n: number }>(
      `select count(*)::int as n from orders o join users u on u.id = o.user_id
        where u.email = 'ada@example.com' and o.status = 'PENDING_PAYMENT'`,
    )
  )[0]!.n;

describe('a card order awaiting payment', () => {
  it('keeps the cart, counting its held units as the cart’s own, until it is paid', async () => {
    const o = await cardOrder([[shirt, 2]]);
    expect(await stockOf(h, shirt.sku)).toBe(8);
    // The shopper left the payment page: the cart still shows the line, with all 10 for it.
    expect(await linesOf()).toEqual([[shirt.sku, 2, 10]]);
    const raise = await cartUpdate(h.app, ada, {
      userId: 'ada@example.com',
      sku: shirt.sku,
      productId: shirt.productId,
      qty: 10,
      action: 'U',
      id: (await cart()).productCart[0]!.cartId,
    });
    expect(raise.statusCode).toBe(200);
    expect((await pay(o)).json().status).toBe('succeeded');
    // Paid: the two ordered leave the cart, the eight added meanwhile stay.
    expect(await linesOf()).toEqual([[shirt.sku, 8, 8]]);
  });

  it('is replaced by the next order of the same cart, cash or card', async () => {
    const first = await cardOrder([[shirt, 2]]);
    await fillCart(h.app, ada, 'ada@example.com', [[scarf, 1]]);
    const second = (await order(h.app, ada, { paymentMethod: 'bank' })).json() as Order;
    expect((await byCode(first.orderCode)).status).toBe('CANCELLED');
    expect(second.orderItems.map((i) => i.qty)).toEqual([2, 1]);
    expect(await pendingOfAda()).toBe(1);
    expect(await stockOf(h, shirt.sku)).toBe(8);

    const cash = (await order(h.app, ada, { paymentMethod: 'cash' })).json() as Order;
    expect(cash.status).toBe('PLACED');
    expect((await byCode(second.orderCode)).status).toBe('CANCELLED');
    expect(await pendingOfAda()).toBe(0);
    expect([await stockOf(h, shirt.sku), await stockOf(h, scarf.sku)]).toEqual([8, 9]);
    expect(await linesOf()).toEqual([]);
  });

  it('can be cancelled by its owner only: stock back, cart kept, twice is harmless', async () => {
    const o = await cardOrder([[shirt, 3]]);
    expect((await cancel(o.orderCode, bob)).statusCode).toBe(404);
    expect(
      (await h.app.inject({ method: 'POST', url: `/api/v1/orders/by-code/${o.orderCode}/cancel` }))
        .statusCode,
    ).toBe(401);
    const res = await cancel(o.orderCode);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Order).status).toBe('CANCELLED');
    expect(await stockOf(h, shirt.sku)).toBe(10);
    expect(await linesOf()).toEqual([[shirt.sku, 3, 10]]);
    expect((await cancel(o.orderCode)).json()).toMatchObject({ status: 'CANCELLED' });
    expect(await stockOf(h, shirt.sku)).toBe(10);
    const late = await intent(h.app, ada, o.orderCode, o.total);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.reason).toBe('NOT_PAYABLE');

    // Paid and not shipped, it can still be cancelled (issue 21): what was paid is refunded.
    const paid = await cardOrder([]);
    await pay(paid);
    const refunded = await cancel(paid.orderCode);
    expect(refunded.json()).toMatchObject({ status: 'CANCELLED' });
    const [money] = await h.db.query<{ paid: number; refunded: number }>(
      'select paid_cents as paid, refunded_cents as refunded from orders where order_code = $1',
      [paid.orderCode],
    );
    expect(money!.refunded).toBe(money!.paid);
  });

  it('ends cancelled, refunded if it was paid, when paid and cancelled at once', async () => {
    for (let round = 0; round < 4; round++) {
      await h.db.query('delete from cart_lines');
      await setStock(h, shirt.sku, 10);
      const o = await cardOrder([[shirt, 2]]);
      const { clientSecret } = (
        await intent(h.app, ada, o.orderCode, o.total)
      ).json() as PaymentIntent;
      const [paid, cancelled] = await Promise.all([
        h.app.inject({
          method: 'POST',
          url: '/api/payment/test/confirm',
          headers: { cookie: ada },
          payload: {
            clientSecret,
            cardNumber: '4242424242424242',
            expMonth: 12,
            expYear: 2040,
            cvc: '123',
            name: 'Ada',
          },
        }),
        cancel(o.orderCode),
      ]);
      // Either way the order ends cancelled with its stock back: paid first, it is then
      // cancelled and refunded in full (the paid lines left the cart); cancelled first, the
      // payment is refused and the lines stay in the cart.
      expect((await byCode(o.orderCode)).status).toBe('CANCELLED');
      expect(cancelled.statusCode).toBe(200);
      expect(await stockOf(h, shirt.sku)).toBe(10);
      const [money] = await h.db.query<{ paid: number; refunded: number }>(
        'select paid_cents as paid, refunded_cents as refunded from orders where order_code = $1',
        [o.orderCode],
      );
      expect(money!.refunded).toBe(money!.paid);
      if (paid.statusCode === 200) {
        expect(money!.paid).toBeGreaterThan(0);
        expect(await linesOf()).toEqual([]);
      } else {
        expect(paid.statusCode).toBe(409);
        expect(money!.paid).toBe(0);
        expect(await linesOf()).toEqual([[shirt.sku, 2, 10]]);
      }
    }
  });

  it('leaves one pending order when the same cart is ordered twice at once', async () => {
    await fillCart(h.app, ada, 'ada@example.com', [[shirt, 3]]);
    const results = await Promise.all([
      order(h.app, ada, { paymentMethod: 'bank' }),
      order(h.app, ada, { paymentMethod: 'bank' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await pendingOfAda()).toBe(1);
    expect(await stockOf(h, shirt.sku)).toBe(7);
  });
});

describe('an order the stock cannot cover', () => {
  it('is refused with a code and the products named in the shopper’s language', async () => {
    await fillCart(h.app, ada, 'ada@example.com', [[shirt, 4]]);
    await setStock(h, shirt.sku, 1);
    const line = (await cart(ada, 'jp')).productCart[0]!;
    expect(line.stock).toBe(1);
    const res = await order(h.app, ada, { paymentMethod: 'cash', lang: 'jp' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      reason: 'OUT_OF_STOCK',
      params: { items: `${line.name} (${line.color}, ${line.size})` },
    });
    expect(await stockOf(h, shirt.sku)).toBe(1);
    const empty = await order(h.app, bob, { paymentMethod: 'cash' });
    expect(empty.json().error).toMatchObject({ reason: 'CART_EMPTY' });
  });
});
