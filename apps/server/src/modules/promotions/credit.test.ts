// Store credit (issue 22 item 3): referral rewards (set by owners), staff adjustments and refunds
// to credit make a balance that pays part or all of an order; the card pays what is left (the
// payment amount check holds), and a cancelled or replaced order gives its credit back.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order, PaymentIntent } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { login, registerUser, signedIn } from '../auth/test-helpers.ts';
import { fillCart, intent, order, variants, type VariantFixture } from '../orders/test-helpers.ts';
import { moveCredit } from '../referrals/credit.ts';
import { cartOf } from './test-helpers.ts';

let h: Harness;
let item: VariantFixture;
let owner: string;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  [item] = await variants(h, 1, 20);
  owner = (await staffSession(h, 'owner')).cookie;
});
afterAll(() => h?.close());

const userId = async (email: string) =>
  (await h.db.query<{ id: number }>('select id from users where email = $1', [email]))[0]!.id;
const give = async (email: string, cents: number) =>
  moveCredit(h.db, await userId(email), {
    deltaCents: cents,
    reason: 'adjustment',
    at: new Date(),
  });
const ledger = async (email: string) =>
  h.db.query<{ reason: string; delta: number; after: number }>(
    `select reason, delta_cents as delta, balance_after_cents as after from credit_ledger
      where user_id = $1 order by id`,
    [await userId(email)],
  );

async function payByCard(cookie: string, o: Order) {
  const { clientSecret } = (
    await intent(h.app, cookie, o.orderCode, o.total)
  ).json() as PaymentIntent;
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/payment/test/confirm',
    headers: { cookie },
    payload: {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
      name: 'A',
    },
  });
  expect(res.json().status).toBe('succeeded');
}

it('credits the referral reward the owner set (5 dollars until then)', async () => {
  const settings = '/api/admin/settings';
  expect((await h.app.inject({ url: settings, headers: { cookie: owner } })).json()).toMatchObject({
    referralRewardCents: 500,
  });
  const catalog = (await staffSession(h, 'catalog')).cookie;
  const put = (cookie: string, referralRewardCents: number) =>
    h.app.inject({
      method: 'PUT',
      url: settings,
      headers: { cookie },
      payload: { referralRewardCents },
    });
  expect((await put(catalog, 300)).statusCode).toBe(403);
  expect((await put(owner, 300)).json()).toMatchObject({ referralRewardCents: 300 });

  const referrer = await signedIn(h.app, 'referrer@example.com');
  const { referral } = (
    await h.app.inject({ url: '/api/users/details', headers: { cookie: referrer } })
  ).json();
  await registerUser(h.app, { email: 'friend@example.com', referral });
  const signIn = (await login(h.app, 'friend@example.com')).cookies[0]!;
  const friend = `${signIn.name}=${signIn.value}`;
  await fillCart(h.app, friend, 'friend@example.com', [[item, 1]]);
  await payByCard(friend, (await order(h.app, friend, { paymentMethod: 'bank' })).json());
  expect(await ledger('referrer@example.com')).toEqual([
    { reason: 'referral', delta: 300, after: 300 },
  ]);
});

it('pays part of a card order with credit: the card pays the rest, and a replaced order gives it back', async () => {
  const email = 'part@example.com';
  const cookie = await signedIn(h.app, email);
  await give(email, 500);
  await fillCart(h.app, cookie, email, [[item, 2]]);
  const subtotal = item.sellingCents * 2;
  const preview = await cartOf(h.app, cookie, email, true);
  expect(preview).toMatchObject({
    creditBalance: 5,
    totals: { credit: 5, total: (subtotal - 500) / 100 },
  });

  const first = (await order(h.app, cookie, { paymentMethod: 'bank', useCredit: true })).json();
  expect(first).toMatchObject({ status: 'PENDING_PAYMENT', total: (subtotal - 500) / 100 });
  expect(first.totals).toMatchObject({ subtotal: subtotal / 100, credit: 5 });
  // The card is asked for the total after credit, never the whole.
  const whole = await intent(h.app, cookie, first.orderCode, subtotal / 100);
  expect(whole.json().error.reason).toBe('AMOUNT_MISMATCH');

  // Placed again (the first one is replaced): its credit comes back and is spent again.
  const second = (await order(h.app, cookie, { paymentMethod: 'bank', useCredit: true })).json();
  expect(second.totals.credit).toBe(5);
  await payByCard(cookie, second);
  expect((await ledger(email)).map((r) => [r.reason, r.delta, r.after])).toEqual([
    ['adjustment', 500, 500],
    ['order', -500, 0],
    ['order_return', 500, 500],
    ['order', -500, 0],
  ]);
});

it('places an order credit pays in full, mails its lines, and gives the credit back when cancelled', async () => {
  const email = 'all@example.com';
  const cookie = await signedIn(h.app, email);
  await give(email, 100_000);
  await fillCart(h.app, cookie, email, [[item, 1]]);
  const placed = (await order(h.app, cookie, { paymentMethod: 'bank', useCredit: true })).json();
  expect(placed).toMatchObject({
    status: 'PLACED',
    total: 0,
    totals: { credit: item.sellingCents / 100 },
  });
  expect((await cartOf(h.app, cookie, email)).productCart).toEqual([]);
  const [mail] = await h.db.query<{ text: string }>(
    `select text from mail_outbox where recipient = $1 and kind = 'order-placed'`,
    [email],
  );
  expect(mail!.text).toContain(`Store credit: -$${(item.sellingCents / 100).toFixed(2)}`);
  expect(mail!.text).toContain('Total: $0.00');
  expect(mail!.text).not.toContain('in cash');

  const cancelled = await h.app.inject({
    method: 'POST',
    url: `/api/v1/orders/by-code/${placed.orderCode}/cancel`,
    headers: { cookie },
    payload: {},
  });
  expect(cancelled.json().status).toBe('CANCELLED');
  expect((await ledger(email)).at(-1)).toEqual({
    reason: 'order_return',
    delta: item.sellingCents,
    after: 100_000,
  });
});

it('refunds a paid order to store credit when staff choose it', async () => {
  const email = 'refund@example.com';
  const cookie = await signedIn(h.app, email);
  await fillCart(h.app, cookie, email, [[item, 1]]);
  const placed = (await order(h.app, cookie, { paymentMethod: 'bank' })).json();
  await payByCard(cookie, placed);
  const refund = await h.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${placed.orderCode}/refunds`,
    headers: { cookie: owner },
    payload: { amountCents: 700, reason: 'late delivery', toCredit: true },
  });
  expect(refund.statusCode).toBe(200);
  expect(await ledger(email)).toEqual([{ reason: 'refund', delta: 700, after: 700 }]);
  const [mail] = await h.db.query<{ text: string }>(
    `select text from mail_outbox where recipient = $1 and kind = 'order-refunded'`,
    [email],
  );
  expect(mail!.text).toContain('We have added $7.00 to your Atelier store credit.');
});
