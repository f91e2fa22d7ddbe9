// Referral credit that can't be farmed (issue 27): what a friend's order earned is spendable only
// once that order can no longer be cancelled or returned, and a cancellation or a refund in full
// takes it all back. The friend's order is paid, cancelled and refunded through a second server
// (on PostgreSQL with a pool of its own, as another process).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '@atelier/contract';
import { RETURN_WINDOW_DAYS } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { secondServer } from '../../test/second-server.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { paidOrder, staffCall } from '../../admin/orders/test-helpers.ts';
import { login, manualClock, registerUser } from '../auth/test-helpers.ts';
import {
  fillCart,
  order,
  setStock,
  variants,
  type VariantFixture,
} from '../orders/test-helpers.ts';
import { DAY, shopper } from '../subscriptions/test-helpers.ts';
import { creditBalance } from './credit.ts';

const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
let h: Harness;
let other: Awaited<ReturnType<typeof secondServer>>;
let item: VariantFixture;
let n = 0;
beforeAll(async () => {
  h = await startHarness({ products: 4, clock: clock.now });
  other = await secondServer(h, clock.now);
  [item] = await variants(h, 1);
  await setStock(h, item!.sku, 100);
});
afterAll(async () => {
  await other?.close();
  await h?.close();
});

/** A staff member signed in now: the clock moves past a staff session's lifetime. */
const staffNow = async () => (await staffSession(h, 'owner')).cookie;

const idOf = async (email: string) =>
  (await h.db.query<{ id: number }>('select id from users where email = $1', [email]))[0]!.id;

/** A referrer, and a new friend who signed up with their code and paid a card order. */
async function referred() {
  const email = `referrer${++n}@example.com`;
  const cookie = await shopper(h.app, email);
  const { referral } = (
    await h.app.inject({ url: '/api/users/details', headers: { cookie: await cookie() } })
  ).json();
  const friendEmail = `friend${n}@example.com`;
  await registerUser(h.app, { email: friendEmail, referral });
  const friend = (await login(h.app, friendEmail)).cookies[0]!;
  const friendShopper = { cookie: `${friend.name}=${friend.value}`, email: friendEmail };
  const earning = await paidOrder(other.app, friendShopper, [[item, 1]]);
  return { email, cookie, friend: friendShopper, earning };
}

/** The referrer's earnings as their referral tab reads them. */
const earnings = async (referrer: { email: string; cookie: () => Promise<string> }) =>
  (
    await h.app.inject({
      url: `/api/credit/${encodeURIComponent(referrer.email)}`,
      headers: { cookie: await referrer.cookie() },
    })
  ).json();

/** What the referrer's cart offers to spend, and what an order of it takes. */
async function spend(referrer: { email: string; cookie: () => Promise<string> }) {
  const cookie = await referrer.cookie();
  await fillCart(h.app, cookie, referrer.email, [[item, 1]]);
  const cart = (
    await h.app.inject({ url: `/api/v1/cart?userId=${referrer.email}`, headers: { cookie } })
  ).json();
  const placed = (await order(h.app, cookie, { useCredit: true })).json<Order>();
  return { offered: cart.creditBalance, spent: placed.totals.credit };
}

it('does not let the referrer spend the reward while the friend may still cancel, and takes it all back', async () => {
  const referrer = await referred();
  expect(await creditBalance(h.db, await idOf(referrer.email))).toBe(500);
  expect(await earnings(referrer)).toMatchObject({
    creditHistoryDto: [{ status: 'held', amount: 5 }],
    totalEarnings: 5,
  });
  expect(await spend(referrer)).toEqual({ offered: 0, spent: 0 });

  const cancelled = await other.app.inject({
    method: 'POST',
    url: `/api/v1/orders/by-code/${referrer.earning.orderCode}/cancel?lang=en`,
    headers: { cookie: referrer.friend.cookie },
  });
  expect(cancelled.json().status).toBe('CANCELLED');
  expect(await creditBalance(h.db, await idOf(referrer.email))).toBe(0);
});

it('holds it while a delivered order may be returned: a refund in full takes it back', async () => {
  const referrer = await referred();
  const url = `/api/admin/orders/${referrer.earning.orderCode}`;
  let staff = await staffNow();
  const shipped = await staffCall(other.app, staff, 'POST', `${url}/fulfilments`, {
    carrier: 'yamato',
    trackingNumber: '1234-5678-9012',
  });
  expect(shipped.statusCode).toBe(200);
  expect((await staffCall(other.app, staff, 'POST', `${url}/deliver`)).statusCode).toBe(200);
  clock.advance((RETURN_WINDOW_DAYS - 1) * DAY);
  expect(await spend(referrer)).toEqual({ offered: 0, spent: 0 });

  staff = await staffNow();
  const refund = await staffCall(other.app, staff, 'POST', `${url}/refunds`, {
    amountCents: Math.round(referrer.earning.total * 100),
    reason: 'returned',
  });
  expect(refund.statusCode).toBe(200);
  expect(await creditBalance(h.db, await idOf(referrer.email))).toBe(0);
});

it('lets the referrer spend it once the return window after delivery has passed', async () => {
  const referrer = await referred();
  const url = `/api/admin/orders/${referrer.earning.orderCode}`;
  const staff = await staffNow();
  const shipped = await staffCall(h.app, staff, 'POST', `${url}/fulfilments`, {
    carrier: 'yamato',
    trackingNumber: '1234-5678-9013',
  });
  expect(shipped.statusCode).toBe(200);
  expect((await staffCall(h.app, staff, 'POST', `${url}/deliver`)).statusCode).toBe(200);
  clock.advance(RETURN_WINDOW_DAYS * DAY + 60_000);
  expect((await earnings(referrer)).creditHistoryDto).toMatchObject([{ status: 'credited' }]);
  expect(await spend(referrer)).toEqual({ offered: 5, spent: 5 });
});
