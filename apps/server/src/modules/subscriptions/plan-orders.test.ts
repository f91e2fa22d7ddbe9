// A plan's order (issue 27): cancelling it is not a way to keep the plan and get the money back,
// and a shopper has at most one plan order awaiting payment, whichever server takes the checkouts
// (on PostgreSQL two servers with pools of their own, as two processes are).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { secondServer } from '../../test/second-server.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { staffCall } from '../../admin/orders/test-helpers.ts';
import { intent } from '../orders/test-helpers.ts';
import { creditBalance } from '../referrals/credit.ts';
import { buyPlan, currentPlan, planOf, shopper } from './test-helpers.ts';

let h: Harness;
let other: Awaited<ReturnType<typeof secondServer>>;
let staff: string;
beforeAll(async () => {
  h = await startHarness({ products: 2 });
  other = await secondServer(h);
  staff = (await staffSession(h, 'owner')).cookie;
});
afterAll(async () => {
  await other?.close();
  await h?.close();
});

const userId = async (email: string) =>
  (await h.db.query<{ id: number }>('select id from users where email = $1', [email]))[0]!.id;

const cancel = (cookie: string, code: string, lang = 'en') =>
  h.app.inject({
    method: 'POST',
    url: `/api/v1/orders/by-code/${code}/cancel?lang=${lang}`,
    headers: { cookie },
  });

const checkout = (app: Harness['app'], cookie: string, planId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/subscriptions/checkout',
    headers: { cookie },
    payload: { planId, lang: 'en' },
  });

const ordersOf = async (cookie: string, email: string) =>
  (await h.app.inject({ url: `/api/v1/orders/${email}/en`, headers: { cookie } })).json<Order[]>();

it('does not refund a paid plan to a shopper who keeps it: the plan is cancelled at its end', async () => {
  const email = 'keeper@example.com';
  const cookie = await shopper(h.app, email);
  const bought = await buyPlan(h.app, await cookie(), 3);
  expect(await creditBalance(h.db, await userId(email))).toBe(200);

  const refused = await cancel(await cookie(), bought.orderCode, 'fr');
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toMatchObject({
    reason: 'PLAN_NOT_CANCELLABLE',
    message:
      "Une formule payante n'est pas remboursée : résiliez-la depuis votre compte, elle prend fin avec sa période",
  });
  const [kept] = await ordersOf(await cookie(), email);
  expect(kept).toMatchObject({ status: 'PAID', refunded: 0 });
  expect(await planOf(h.app, await cookie())).toBe('Diamond');
});

it('ends the plan and takes its credit back when staff cancel its order, and refunds it only so', async () => {
  const email = 'refunded@example.com';
  const cookie = await shopper(h.app, email);
  const bought = await buyPlan(h.app, await cookie(), 3);
  const url = `/api/admin/orders/${bought.orderCode}`;
  // The back office tells a plan's order apart: it offers no refund and no shipping for it.
  expect((await staffCall(h.app, staff, 'GET', url)).json().kind).toBe('subscription');

  const part = await staffCall(h.app, staff, 'POST', `${url}/refunds`, {
    amountCents: 500,
    reason: 'goodwill',
  });
  expect(part.statusCode).toBe(409);
  expect(part.json().error.message).toBe(
    'A plan is refunded by cancelling its order: the plan ends at once',
  );

  const cancelled = await staffCall(h.app, staff, 'POST', `${url}/cancel`, {
    restock: true,
    reason: 'bought by mistake',
  });
  expect(cancelled.statusCode).toBe(200);
  const [order] = await ordersOf(await cookie(), email);
  expect(order).toMatchObject({ status: 'CANCELLED', refunded: bought.total });
  expect(await planOf(h.app, await cookie())).toBe('Silver');
  expect(await currentPlan(h.app, await cookie())).toBeNull();
  // The $2.00 of the month it paid for goes with it.
  expect(await creditBalance(h.db, await userId(email))).toBe(0);
});

it('keeps one plan order awaiting payment: a new checkout closes the one before', async () => {
  const email = 'twice@example.com';
  const cookie = await shopper(h.app, email);
  const first = (await checkout(h.app, await cookie(), 3)).json<Order>();
  const second = (await checkout(h.app, await cookie(), 3)).json<Order>();
  const statuses = Object.fromEntries(
    (await ordersOf(await cookie(), email)).map((o) => [o.orderCode, o.status]),
  );
  expect(statuses).toEqual({
    [first.orderCode]: 'CANCELLED',
    [second.orderCode]: 'PENDING_PAYMENT',
  });
  expect((await intent(h.app, await cookie(), first.orderCode, first.total)).statusCode).toBe(409);
  expect((await intent(h.app, await cookie(), second.orderCode, second.total)).statusCode).toBe(
    200,
  );
});

it('keeps one plan order awaiting payment when two checkouts reach two servers at once', async () => {
  const email = 'racing@example.com';
  const cookie = await shopper(h.app, email);
  for (let round = 0; round < 5; round++) {
    const c = await cookie();
    const made = await Promise.all([checkout(h.app, c, 3), checkout(other.app, c, 2)]);
    expect(made.map((r) => r.statusCode)).toEqual([201, 201]);
    const open = (await ordersOf(c, email)).filter((o) => o.status === 'PENDING_PAYMENT');
    expect(open).toHaveLength(1);
  }
}, 60_000);
