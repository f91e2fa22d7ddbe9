import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PLAN_GRACE_DAYS } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { countedJob } from '../../platform/metrics.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { renewalOutcome } from '../payments/test-cards.ts';
import {
  advancePeriod,
  endSubscription,
  markPastDue,
  recordRenewal,
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_JOINS,
  type SubscriptionRow,
} from './billing.ts';
import { enqueuePlanMail } from './mails.ts';

const HOUR = 60 * 60 * 1000;
/** A failed renewal is tried again this often until its grace (PLAN_GRACE_DAYS) is over. */
export const RENEWAL_RETRY_HOURS = 24;
const SCHEDULE_MS = 60 * 1000;

type RenewalDeps = Pick<CommerceDeps, 'db' | 'config' | 'payments'>;

/**
 * Renews, retries or ends every subscription of the built-in provider that is due at `now` (only
 * `userId`'s when given). Each is handled in a transaction of its own under its row's lock,
 * taken with SKIP LOCKED and the due condition checked again: of two schedulers (two server
 * processes) only one sees a due row, and once it commits the row is no longer due, so a month is
 * charged exactly once. plan_renewals_once_idx refuses a second success for a period besides.
 */
export async function renewDue(deps: RenewalDeps, now: Date, userId?: number) {
  const due = await deps.db.query<{ userId: number }>(
    `select user_id as "userId" from plan_subscriptions
      where status <> 'ended' and next_attempt_at <= $1
        and ($2::int is null or user_id = $2)
      order by next_attempt_at limit 100`,
    [now, userId ?? null],
  );
  let handled = 0;
  for (const row of due) {
    const done = await deps.db.tx(async (q) => {
      const [s] = await q.query<SubscriptionRow>(
        `select ${SUBSCRIPTION_COLUMNS} ${SUBSCRIPTION_JOINS}
          where s.user_id = $1 and s.status <> 'ended' and s.next_attempt_at <= $2
          for update of s skip locked`,
        [row.userId, now],
      );
      if (!s) return undefined;
      // Stripe charges its own subscriptions: here only its grace runs out (renewalFailed).
      if (s.provider === 'stripe') await renewalFailed(q, s, now, deps.config.publicUrl, false);
      else await attempt(q, s, now, deps.config.publicUrl);
      return s;
    });
    if (!done) continue;
    handled++;
    if (done.provider === 'stripe' && done.renewsWith) {
      // Ended here: Stripe must stop retrying the card (best effort; a webhook may also end it).
      await deps.payments.endRenewals?.(done.renewsWith).catch(() => undefined);
    }
  }
  return handled;
}

/** One due subscription, under its lock: ended when cancelled, else charged on its saved card. */
async function attempt(q: Queryable, s: SubscriptionRow, now: Date, publicUrl: string) {
  if (s.cancelAtPeriodEnd) {
    // Cancelled in its grace: no more charges, and it ends when the grace does, as mailed.
    if (s.status === 'past_due' && s.graceUntil && now < s.graceUntil) {
      await markPastDue(q, s.userId, { graceUntil: s.graceUntil, nextAttempt: s.graceUntil, now });
      return;
    }
    await endSubscription(q, s.userId, now);
    await enqueuePlanMail(q, s, { kind: 'ended', date: now, why: 'cancelled' }, publicUrl);
    return;
  }
  // The built-in provider charges the test card of the first payment (API.md's test cards).
  const charged = renewalOutcome(s.renewsWith).status === 'succeeded';
  const paymentRef = charged ? `pi_test_${randomBytes(12).toString('hex')}` : null;
  await recordRenewal(q, s, charged ? 'succeeded' : 'failed', paymentRef, now);
  if (charged) {
    const next = await advancePeriod(q, s, now);
    await enqueuePlanMail(q, s, { kind: 'renewed', date: next }, publicUrl);
    return;
  }
  await renewalFailed(q, s, now, publicUrl);
}

/**
 * A renewal refused: the first time, the plan is past due for PLAN_GRACE_DAYS from its period's
 * end (perks kept) and the shopper is mailed; it is tried again every RENEWAL_RETRY_HOURS; past
 * the grace, the account falls back to Silver with its mail.
 */
export async function renewalFailed(
  q: Queryable,
  s: SubscriptionRow,
  now: Date,
  publicUrl: string,
  retries = true,
) {
  const graceUntil =
    s.graceUntil ?? new Date(s.currentPeriodEnd.getTime() + PLAN_GRACE_DAYS * 24 * HOUR);
  if (now >= graceUntil) {
    await endSubscription(q, s.userId, now);
    await enqueuePlanMail(q, s, { kind: 'ended', date: now, why: 'unpaid' }, publicUrl);
    return;
  }
  // The provider retries its own charges: the scheduler only ends the plan when the grace is over.
  const retry = retries
    ? new Date(Math.min(now.getTime() + RENEWAL_RETRY_HOURS * HOUR, graceUntil.getTime()))
    : graceUntil;
  await markPastDue(q, s.userId, { graceUntil, nextAttempt: retry, now });
  if (s.status === 'active') {
    await enqueuePlanMail(q, s, { kind: 'failed', date: graceUntil }, publicUrl);
  }
}

/** Every minute, in every server process: renewDue's locks make the overlaps harmless. */
export function startRenewals(app: FastifyInstance, deps: RenewalDeps & { now: () => Date }) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= countedJob(app, 'plan-renewals', () => renewDue(deps, deps.now())).finally(
      () => (running = undefined),
    );
  }, SCHEDULE_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
