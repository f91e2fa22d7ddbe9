import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminCustomer, AdminOrder } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { login, registerUser, signedIn } from '../../modules/auth/test-helpers.ts';
import { SESSION_COOKIE } from '../../platform/session.ts';
import { setStock, variants, type VariantFixture } from '../../modules/orders/test-helpers.ts';
import { staffSession } from '../test-helpers.ts';
import { paidOrder, staffCall } from '../orders/test-helpers.ts';

let h: Harness;
let staff: string;
let shirt: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  staff = (await staffSession(h, 'fulfilment')).cookie;
  [shirt] = await variants(h, 1);
  await setStock(h, shirt.sku, 20);
});
afterAll(() => h?.close());

const idOf = async (email: string) =>
  (await h.db.query<{ id: number }>('select id from users where email = $1', [email]))[0]!.id;
const customer = async (id: number) =>
  (await staffCall(h.app, staff, 'GET', `/api/admin/customers/${id}`)).json() as AdminCustomer;
const credit = (id: number, amountCents: number, reason = 'Goodwill') =>
  staffCall(h.app, staff, 'POST', `/api/admin/customers/${id}/credit`, { amountCents, reason });

it('shows orders, spend and a referral credit, taken back when the order that earned it is cancelled', async () => {
  await signedIn(h.app, 'grace@example.com');
  const grace = await idOf('grace@example.com');
  const [{ code }] = (await h.db.query<{ code: string }>(
    'select referral_code as code from users where id = $1',
    [grace],
  )) as [{ code: string }];
  await registerUser(h.app, { email: 'friend@example.com', referral: code });
  const res = await login(h.app, 'friend@example.com');
  const cookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
  const o = await paidOrder(h.app, { cookie, email: 'friend@example.com' }, [[shirt, 1]]);

  const reward = Math.round(h.config.referralReward * 100);
  expect((await customer(grace)).creditCents).toBe(reward);
  const friend = await customer(await idOf('friend@example.com'));
  expect(friend.orders).toBe(1);
  expect(friend.spendCents).toBe(Math.round(o.total * 100));
  expect(friend.recentOrders[0]!.code).toBe(o.orderCode);

  const cancelled = await staffCall(
    h.app,
    staff,
    'POST',
    `/api/admin/orders/${o.orderCode}/cancel`,
    {
      reason: 'Fraud',
    },
  );
  expect((cancelled.json() as AdminOrder).status).toBe('CANCELLED');
  const after = await customer(grace);
  expect(after.creditCents).toBe(0);
  expect(after.creditHistory.map((c) => [c.reason, c.deltaCents, c.orderCode])).toEqual([
    ['referral_reversal', -reward, o.orderCode],
    ['referral', reward, o.orderCode],
  ]);
  expect((await customer(await idOf('friend@example.com'))).spendCents).toBe(0);
});

it('adjusts credit with a reason, never below zero, even with two adjustments at once', async () => {
  await signedIn(h.app, 'hedy@example.com');
  const hedy = await idOf('hedy@example.com');
  expect((await credit(hedy, 500)).json().creditCents).toBe(500);
  const both = await Promise.all([credit(hedy, -400, 'Used'), credit(hedy, -400, 'Used')]);
  expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  const now = await customer(hedy);
  expect(now.creditCents).toBe(100);
  expect(now.creditHistory[0]).toMatchObject({
    reason: 'adjustment',
    note: 'Used',
    deltaCents: -400,
  });
  expect((await credit(hedy, 0)).statusCode).toBe(400);
  expect((await credit(hedy, 10, '')).statusCode).toBe(400);
  expect((await credit(999999, 10)).statusCode).toBe(404);

  const list = await staffCall(h.app, staff, 'GET', '/api/admin/customers?q=HEDY@');
  expect(list.json().items.map((c: { id: number }) => c.id)).toEqual([hedy]);
  const page = await staffCall(h.app, staff, 'GET', '/api/admin/customers?limit=1');
  expect(page.json().nextCursor).toEqual(expect.any(String));
  const [audit] = await h.db.query<{ n: number }>(
    `select count(*)::int as n from audit_log where entity = 'customer' and entity_id = $1`,
    [String(hedy)],
  );
  expect(audit!.n).toBe(2);
});
