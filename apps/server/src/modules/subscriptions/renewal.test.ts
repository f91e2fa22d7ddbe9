import { afterAll, beforeAll, expect, it } from 'vitest';
import { PLAN_GRACE_DAYS, TEST_CARDS } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { TestPaymentProvider } from '../../platform/payments/test-provider.ts';
import { appWithClock, manualClock, signedIn } from '../auth/test-helpers.ts';
import { renewDue } from './renewal.ts';
import { buyPlan, currentPlan, shopper, DAY, planMails, planOf, renewals } from './test-helpers.ts';

const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 2, clock: clock.now });
});
afterAll(() => h?.close());

it('renews a plan on its saved card once its month is over, once, mailed in its language', async () => {
  const cookie = await shopper(h.app, 'renews@example.com');
  const bought = clock.now();
  await buyPlan(h.app, await cookie(), 2, { lang: 'fr' });
  expect(await currentPlan(h.app, await cookie())).toEqual({
    plan: 'Gold',
    price: 9.99,
    currency: 'USD',
    status: 'active',
    currentPeriodEnd: '2026-04-01T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    graceUntil: null,
  });
  // Not due a second early.
  clock.advance(Date.parse('2026-04-01T10:00:00Z') - bought.getTime() - 1000);
  expect((await currentPlan(h.app, await cookie())).currentPeriodEnd).toBe(
    '2026-04-01T10:00:00.000Z',
  );
  expect(await renewals(h, 'renews@example.com')).toEqual([]);

  clock.advance(2000);
  expect((await currentPlan(h.app, await cookie())).currentPeriodEnd).toBe(
    '2026-05-01T10:00:00.000Z',
  );
  expect((await currentPlan(h.app, await cookie())).currentPeriodEnd).toBe(
    '2026-05-01T10:00:00.000Z',
  );
  expect(await renewals(h, 'renews@example.com')).toEqual([
    { outcome: 'succeeded', amountCents: 999 },
  ]);
  expect(await planOf(h.app, await cookie())).toBe('Gold');
  const [renewed, ...more] = await planMails(h, 'renews@example.com');
  expect(more).toEqual([]);
  expect(renewed!.kind).toBe('plan-renewed');
  expect(renewed!.subject).toBe('Votre abonnement Gold est renouvelé');
  expect(renewed!.text).toMatch(/9,99\s\$US/);
  expect(renewed!.text).toContain('1 mai 2026');
});

it('charges a month exactly once when two servers run the scheduler at the same time', async () => {
  const emails = Array.from({ length: 6 }, (_, i) => `race${i}@example.com`);
  for (const email of emails) await buyPlan(h.app, await signedIn(h.app, email), 3);
  clock.advance(31 * DAY + 1000);
  // Two processes' schedulers (on PostgreSQL each statement on a connection of the pool), four
  // runs at the same moment.
  const scheduler = () =>
    renewDue({ db: h.db, config: h.config, payments: new TestPaymentProvider(h.db) }, clock.now());
  const counts = await Promise.all([scheduler(), scheduler(), scheduler(), scheduler()]);
  expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(emails.length);
  for (const email of emails) {
    expect(await renewals(h, email)).toEqual([{ outcome: 'succeeded', amountCents: 1999 }]);
    expect((await planMails(h, email)).map((m) => m.kind)).toEqual(['plan-renewed']);
  }
  // Diamond's monthly store credit: $2 for the month bought and $2 for the month renewed.
  const [credit] = await h.db.query<{ n: number }>(
    `select count(*)::int as n from credit_ledger
      where user_id = (select id from users where email = $1) and delta_cents = 200`,
    [emails[0]],
  );
  expect(credit!.n).toBe(2);
});

it('runs the scheduler of two app instances on one database without a double charge', async () => {
  const cookie = await shopper(h.app, 'twice@example.com');
  await buyPlan(h.app, await cookie(), 2);
  clock.advance(31 * DAY + 1000);
  const other = await appWithClock(h, clock.now);
  try {
    const [a, b] = await Promise.all([
      currentPlan(h.app, await cookie()),
      currentPlan(other, await cookie()),
    ]);
    expect(a.currentPeriodEnd).toBe(b.currentPeriodEnd);
    expect(await renewals(h, 'twice@example.com')).toHaveLength(1);
  } finally {
    await other.close();
  }
});

it('falls back to Silver after a failed renewal and its grace, retrying meanwhile', async () => {
  const email = 'declines@example.com';
  const cookie = await shopper(h.app, email);
  await buyPlan(h.app, await cookie(), 2, { card: TEST_CARDS.renewalsDecline, lang: 'es' });
  const { currentPeriodEnd } = await currentPlan(h.app, await cookie());
  const end = Date.parse(currentPeriodEnd);
  clock.advance(end - clock.now().getTime() + 1000);
  const graceUntil = new Date(end + PLAN_GRACE_DAYS * DAY).toISOString();
  expect(await currentPlan(h.app, await cookie())).toMatchObject({
    status: 'past_due',
    graceUntil,
  });
  // The perks stay during the grace.
  expect(await planOf(h.app, await cookie())).toBe('Gold');
  const [failed] = await planMails(h, email);
  expect(failed!.subject).toBe('No hemos podido renovar tu plan Gold');
  expect(failed!.text).toContain('antes del');

  // Retried every day, mailed once.
  clock.advance(DAY);
  await currentPlan(h.app, await cookie());
  expect((await renewals(h, email)).map((r) => r.outcome)).toEqual(['failed', 'failed']);
  expect(await planMails(h, email)).toHaveLength(1);

  clock.advance(end + PLAN_GRACE_DAYS * DAY - clock.now().getTime());
  expect(await currentPlan(h.app, await cookie())).toBeNull();
  expect(await planOf(h.app, await cookie())).toBe('Silver');
  const mails = await planMails(h, email);
  expect(mails.map((m) => m.kind)).toEqual(['plan-failed', 'plan-ended']);
  expect(mails[1]!.subject).toBe('Tu plan Gold ha terminado');
  expect((await renewals(h, email)).every((r) => r.outcome === 'failed')).toBe(true);
});
