import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { manualClock, signedIn } from '../auth/test-helpers.ts';
import {
  fillCart,
  home,
  intent,
  order,
  setStock,
  variants,
  type VariantFixture,
} from '../orders/test-helpers.ts';
import { buyPlan, currentPlan, shopper, DAY, planMails, planOf, renewals } from './test-helpers.ts';

const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
let h: Harness;
let shirt: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 2, clock: clock.now });
  [shirt] = await variants(h, 1);
  await setStock(h, shirt!.sku, 50);
});
afterAll(() => h?.close());

const post = (cookie: string, url: string) =>
  h.app.inject({ method: 'POST', url, headers: { cookie }, payload: {} });

it('cancels at period end: the perks stay until then, undo keeps it, then Silver', async () => {
  const email = 'cancels@example.com';
  const cookie = await shopper(h.app, email);
  expect((await post(await cookie(), '/api/subscriptions/cancel')).statusCode).toBe(404);
  await buyPlan(h.app, await cookie(), 3, { lang: 'jp' });

  const cancelled = await post(await cookie(), '/api/subscriptions/cancel');
  expect(cancelled.json().subscription).toMatchObject({
    plan: 'Diamond',
    cancelAtPeriodEnd: true,
    currentPeriodEnd: '2026-04-01T10:00:00.000Z',
  });
  const [mail] = await planMails(h, email);
  expect(mail!.subject).toBe('Diamondプランを解約しました');
  expect(mail!.text).toContain('2026年4月1日');
  // Going back to Silver is cancelling: the paid month is not taken back.
  const silver = await h.app.inject({
    method: 'POST',
    url: '/api/subscriptions/subscribe',
    headers: { cookie: await cookie() },
    payload: { planId: 1 },
  });
  expect(silver.statusCode).toBe(409);

  expect(
    (await post(await cookie(), '/api/subscriptions/resume')).json().subscription,
  ).toMatchObject({
    cancelAtPeriodEnd: false,
  });
  await post(await cookie(), '/api/subscriptions/cancel');
  await post(await cookie(), '/api/subscriptions/cancel');
  expect((await planMails(h, email)).map((m) => m.kind)).toEqual([
    'plan-cancelled',
    'plan-cancelled',
  ]);

  clock.advance(30 * DAY);
  expect(await planOf(h.app, await cookie())).toBe('Diamond');
  clock.advance(2 * DAY);
  expect(await currentPlan(h.app, await cookie())).toBeNull();
  expect(await planOf(h.app, await cookie())).toBe('Silver');
  expect(await renewals(h, email)).toEqual([]);
  const ended = (await planMails(h, email)).at(-1)!;
  expect(ended.kind).toBe('plan-ended');
  expect(ended.subject).toBe('Diamondプランが終了しました');
});

it('takes the member price off the cart, the order, its payment amount and its mail', async () => {
  const email = 'member@example.com';
  const cookie = await signedIn(h.app, email);
  await fillCart(h.app, cookie, email, [[shirt!, 2]]);
  const cart = async () =>
    (await h.app.inject({ url: `/api/v1/cart?userId=${email}`, headers: { cookie } })).json();
  const before = (await cart()).totals;
  expect(before.member).toBe(0);

  await buyPlan(h.app, cookie, 2);
  const { totals } = await cart();
  expect(totals.subtotal).toBe(before.subtotal);
  expect(totals.member).toBe(Math.round(before.subtotal * 5) / 100);
  expect(totals.total).toBeLessThan(before.total);

  const placed = (await order(h.app, cookie, { paymentMethod: 'bank' })).json<Order>();
  expect(placed.totals).toEqual(totals);
  expect(placed.total).toBe(totals.total);
  // The card is charged the member price: the amount before it is refused.
  expect((await intent(h.app, cookie, placed.orderCode, before.total)).statusCode).toBe(409);
  expect((await intent(h.app, cookie, placed.orderCode, totals.total)).statusCode).toBe(200);

  const cash = (await order(h.app, cookie, { paymentMethod: 'cash' })).json<Order>();
  expect(cash.totals.member).toBe(totals.member);
  const [mail] = await h.db.query<{ text: string }>(
    `select text from mail_outbox where recipient = $1 and kind = 'order-placed'`,
    [email],
  );
  expect(mail!.text).toMatch(/Member price: -\$\d+\.\d\d/);
});

it('buys a plan without a delivery address, even when the account has one', async () => {
  const cookie = await signedIn(h.app, 'noaddress@example.com');
  const plain = await buyPlan(h.app, cookie, 2);
  expect(plain).toMatchObject({ kind: 'subscription', addrssLine1: '', country: '', city: '' });
  await h.app.inject({
    method: 'POST',
    url: '/api/v1/address',
    headers: { cookie },
    payload: { ...home, email: 'noaddress@example.com', action: 'I', isDefault: true },
  });
  const other = await buyPlan(h.app, cookie, 3);
  expect(other).toMatchObject({ kind: 'subscription', addrssLine1: '', zipocode: '' });
  expect(await planOf(h.app, cookie)).toBe('Diamond');
});
