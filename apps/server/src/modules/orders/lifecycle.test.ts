import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order, PaymentIntent } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { SESSION_COOKIE } from '../../platform/session.ts';
import { appWithClock, login, manualClock, registerUser, signedIn } from '../auth/test-helpers.ts';
import {
  fillCart,
  intent,
  order,
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
  await setStock(h, shirt!.sku, 10);
});
afterAll(() => h?.close());

type App = Harness['app'];
const MINUTE = 60 * 1000;
const byCode = async (app: App, cookie: string, code: string) =>
  (
    await app.inject({ url: `/api/v1/orders/by-code/${code}`, headers: { cookie } })
  ).json() as Order;
const pay = async (app: App, cookie: string, o: Order, cardNumber = '4242424242424242') => {
  const { clientSecret } = (
    await intent(app, cookie, o.orderCode, o.total)
  ).json() as PaymentIntent;
  return app.inject({
    method: 'POST',
    url: '/api/payment/test/confirm',
    headers: { cookie },
    payload: { clientSecret, cardNumber, expMonth: 12, expYear: 2040, cvc: '123', name: 'A' },
  });
};
async function cardOrder(app: App, cookie: string, email: string, qty = 1) {
  await fillCart(app, cookie, email, [[shirt, qty]]);
  return (await order(app, cookie, { paymentMethod: 'bank' })).json() as Order;
}

describe('an unpaid card order', () => {
  it('releases its stock after 30 minutes, lazily and on the server timer', async () => {
    const clock = manualClock();
    const app = await appWithClock(h, clock.now);
    const stock = await stockOf(h, shirt.sku);
    try {
      const cookie = await signedIn(app, 'late@example.com');
      const first = await cardOrder(app, cookie, 'late@example.com', 2);
      expect(await stockOf(h, shirt.sku)).toBe(stock - 2);
      clock.advance(29 * MINUTE);
      expect((await intent(app, cookie, first.orderCode, first.total)).statusCode).toBe(200);
      clock.advance(2 * MINUTE);
      const late = await intent(app, cookie, first.orderCode, first.total);
      expect(late.statusCode).toBe(409);
      expect((await byCode(app, cookie, first.orderCode)).status).toBe('CANCELLED');
      expect(await stockOf(h, shirt.sku)).toBe(stock);
      const [payment] = await h.db.query<{ status: string }>(
        'select p.status from payments p join orders o on o.id = p.order_id where o.order_code = $1',
        [first.orderCode],
      );
      expect(payment!.status).toBe('canceled');
      await h.db.query(
        "delete from cart_lines where user_id = (select id from users where email = 'late@example.com')",
      );
    } finally {
      await app.close();
    }

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const timed = await appWithClock(h, clock.now);
    try {
      const cookie = `${SESSION_COOKIE}=${(await login(timed, 'late@example.com')).cookies[0]!.value}`;
      const second = await cardOrder(timed, cookie, 'late@example.com', 1);
      clock.advance(31 * MINUTE);
      vi.advanceTimersByTime(MINUTE);
      await vi.waitFor(async () => {
        const [row] = await h.db.query<{ status: string }>(
          'select status from orders where order_code = $1',
          [second.orderCode],
        );
        expect(row!.status).toBe('CANCELLED');
      });
      expect(await stockOf(h, shirt.sku)).toBe(stock);
    } finally {
      vi.useRealTimers();
      await timed.close();
    }
  });
});

describe('paying', () => {
  it('credits the referrer once, on the first paid order only', async () => {
    const referrer = await signedIn(h.app, 'ref@example.com');
    const { referral } = (
      await h.app.inject({ url: '/api/users/details', headers: { cookie: referrer } })
    ).json();
    await registerUser(h.app, { email: 'friend@example.com', referral });
    const friend = `${SESSION_COOKIE}=${(await login(h.app, 'friend@example.com')).cookies[0]!.value}`;
    const credit = async () =>
      (
        await h.app.inject({ url: '/api/credit/ref@example.com', headers: { cookie: referrer } })
      ).json();

    await fillCart(h.app, friend, 'friend@example.com', [[shirt, 1]]);
    await order(h.app, friend, { paymentMethod: 'cash' });
    expect((await credit()).successfulReferrals).toBe(0);

    const first = await cardOrder(h.app, friend, 'friend@example.com');
    expect((await pay(h.app, friend, first)).json().status).toBe('succeeded');
    expect(await credit()).toMatchObject({ successfulReferrals: 1, totalEarnings: 5 });
    const second = await cardOrder(h.app, friend, 'friend@example.com');
    await pay(h.app, friend, second);
    expect((await byCode(h.app, friend, second.orderCode)).status).toBe('PAID');
    expect(await credit()).toMatchObject({ successfulReferrals: 1, totalEarnings: 5 });
  });

  it('buys a paid plan through the same flow, activating it once paid', async () => {
    const cookie = await signedIn(h.app, 'member@example.com');
    const plan = async () =>
      (await h.app.inject({ url: '/api/users/details', headers: { cookie } })).json()
        .subscriptionType;
    const checkout = (planId: number) =>
      h.app.inject({
        method: 'POST',
        url: '/api/subscriptions/checkout',
        headers: { cookie },
        payload: { planId },
      });

    expect((await checkout(1)).statusCode).toBe(400);
    expect((await checkout(99)).statusCode).toBe(404);
    const res = await checkout(3);
    expect(res.statusCode).toBe(201);
    const o = res.json() as Order;
    expect(o).toMatchObject({
      status: 'PENDING_PAYMENT',
      total: 19.99,
      email: 'member@example.com',
    });
    expect(o.orderItems.map((i) => [i.name, i.qty, i.sellingPrice])).toEqual([
      ['Diamond', 1, 19.99],
    ]);
    expect(await plan()).toBe('Silver');
    expect((await intent(h.app, cookie, o.orderCode, 9.99)).statusCode).toBe(409);
    expect((await pay(h.app, cookie, o)).json().status).toBe('succeeded');
    expect(await plan()).toBe('Diamond');
    expect((await checkout(3)).statusCode).toBe(409);
  });
});
