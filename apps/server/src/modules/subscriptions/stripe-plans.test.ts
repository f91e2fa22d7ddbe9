import { afterAll, beforeAll, expect, it } from 'vitest';
import { PLAN_GRACE_DAYS, type Order, type PaymentIntent } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { staffCall } from '../../admin/orders/test-helpers.ts';
import { manualClock } from '../auth/test-helpers.ts';
import { intent } from '../orders/test-helpers.ts';
import { startStripeShop, type StripeShop } from '../payments/stripe-stand-in.ts';
import { currentPlan, DAY, planMails, planOf, renewals, shopper } from './test-helpers.ts';

const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
let h: Harness;
let shop: StripeShop;
let stripe: StripeShop['stripe'];
let app: StripeShop['app'];
let webhook: StripeShop['webhook'];
beforeAll(async () => {
  h = await startHarness({ products: 1, clock: clock.now });
  shop = await startStripeShop(h, { clock: clock.now });
  ({ app, stripe, webhook } = shop);
});
afterAll(async () => {
  await shop?.close();
  await h?.close();
});

/** Buys Diamond with Stripe: the intent keeps the card, the webhook says it was paid. */
async function stripePlan(email: string) {
  const cookie = await shopper(app, email);
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/subscriptions/checkout',
    headers: { cookie: await cookie() },
    payload: { planId: 3, lang: 'tw' },
  });
  const order = checkout.json<Order>();
  const answer = (
    await intent(app, await cookie(), order.orderCode, order.total)
  ).json<PaymentIntent>();
  const intentId = answer.clientSecret.split('_secret_')[0]!;
  expect(stripe.intents.get(intentId)).toMatchObject({ setup_future_usage: 'off_session' });
  expect(stripe.intents.get(intentId)!.customer).toMatch(/^cus_/);
  const paid = stripe.succeed(intentId);
  expect((await webhook('payment_intent.succeeded', paid)).statusCode).toBe(200);
  await webhook('payment_intent.succeeded', paid);
  const subs = [...stripe.subscriptions.values()].filter(
    (s) => s.metadata.orderCode === order.orderCode,
  );
  expect(subs).toHaveLength(1);
  return { cookie, subscription: subs[0]! };
}

it('renews through a Stripe subscription on the card of the first payment', async () => {
  const { cookie, subscription } = await stripePlan('stripe@example.com');
  expect(await planOf(app, await cookie())).toBe('Diamond');
  const plan = await currentPlan(app, await cookie());
  expect(plan).toMatchObject({ status: 'active', currentPeriodEnd: '2026-04-01T10:00:00.000Z' });
  // The month paid by the intent is not charged again: Stripe's first charge is at its end.
  expect(subscription.trial_end).toBe(Date.parse('2026-04-01T10:00:00Z') / 1000);
  expect(subscription.items.data[0]!.price.unit_amount).toBe(1999);

  clock.advance(31 * DAY);
  const invoice = stripe.invoice(subscription.id, true, new Date('2026-05-01T10:00:00Z'));
  await Promise.all([webhook('invoice.paid', invoice), webhook('invoice.paid', invoice)]);
  expect(await renewals(h, 'stripe@example.com')).toEqual([
    { outcome: 'succeeded', amountCents: 1999 },
  ]);
  expect((await currentPlan(app, await cookie())).currentPeriodEnd).toBe(
    '2026-05-01T10:00:00.000Z',
  );
  const [renewed] = await planMails(h, 'stripe@example.com');
  expect(renewed!.subject).toBe('您的 Diamond 方案已續訂');

  const cancel = await app.inject({
    method: 'POST',
    url: '/api/subscriptions/cancel',
    headers: { cookie: await cookie() },
    payload: {},
  });
  expect(cancel.json().subscription.cancelAtPeriodEnd).toBe(true);
  expect(stripe.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);
  // Stripe ends it at the period's end and says so.
  await webhook('customer.subscription.deleted', { ...subscription, status: 'canceled' });
  expect(await planOf(app, await cookie())).toBe('Silver');
  expect((await planMails(h, 'stripe@example.com')).map((m) => m.kind)).toEqual([
    'plan-renewed',
    'plan-cancelled',
    'plan-ended',
  ]);
});

it('gives a failed Stripe renewal its grace, then ends the plan and the subscription', async () => {
  const { cookie, subscription } = await stripePlan('stripe-fails@example.com');
  const { currentPeriodEnd } = await currentPlan(app, await cookie());
  clock.advance(Date.parse(currentPeriodEnd) - clock.now().getTime() + 1000);
  await webhook('invoice.payment_failed', stripe.invoice(subscription.id, false, new Date()));
  expect(await currentPlan(app, await cookie())).toMatchObject({ status: 'past_due' });
  expect(await planOf(app, await cookie())).toBe('Diamond');

  clock.advance(PLAN_GRACE_DAYS * DAY);
  expect(await currentPlan(app, await cookie())).toBeNull();
  expect(await planOf(app, await cookie())).toBe('Silver');
  expect(stripe.subscriptions.get(subscription.id)!.status).toBe('canceled');
  expect((await planMails(h, 'stripe-fails@example.com')).map((m) => m.kind)).toEqual([
    'plan-failed',
    'plan-ended',
  ]);
});

it('ends the Stripe subscription at once when staff cancel the plan order, refunding it', async () => {
  const { cookie, subscription } = await stripePlan('stripe-refunded@example.com');
  const [bought] = (
    await app.inject({
      url: '/api/v1/orders/stripe-refunded@example.com/en',
      headers: { cookie: await cookie() },
    })
  ).json<Order[]>();
  const staff = (await staffSession(h, 'owner')).cookie;
  const cancelled = await staffCall(
    app,
    staff,
    'POST',
    `/api/admin/orders/${bought!.orderCode}/cancel`,
    {
      restock: true,
      reason: 'charged by mistake',
    },
  );
  expect(cancelled.statusCode).toBe(200);
  expect([...stripe.refunds.values()].map((r) => r.amount)).toContain(
    Math.round(bought!.total * 100),
  );
  expect(stripe.subscriptions.get(subscription.id)!.status).toBe('canceled');
  expect(await planOf(app, await cookie())).toBe('Silver');
});
