import type { Language, PlanStatus } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { setPlan } from '../users/repo.ts';
import { giveMonthlyCredit } from './perks.ts';

/** The free plan every account falls back to. */
export const SILVER_PLAN_ID = 1;

export interface SubscriptionRow {
  userId: number;
  /** The order that bought the plan. */
  orderId: number | null;
  planId: number;
  plan: string;
  /** What each month costs this member: the plan's price when they joined, in `currency`. */
  priceCents: number;
  /** That of the order that bought the plan. */
  currency: string;
  planStatus: PlanStatus;
  status: 'active' | 'past_due' | 'ended';
  provider: 'test' | 'stripe';
  renewsWith: string;
  lang: Language;
  email: string;
  username: string;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  graceUntil: Date | null;
}

export const SUBSCRIPTION_COLUMNS = `s.user_id as "userId", s.order_id as "orderId", s.plan_id as "planId", p.name as plan,
  s.price_cents as "priceCents", s.currency, p.status as "planStatus", s.status, s.provider, s.renews_with as "renewsWith", s.lang,
  u.email, u.username, s.current_period_end as "currentPeriodEnd",
  s.cancel_at_period_end as "cancelAtPeriodEnd", s.grace_until as "graceUntil"`;
export const SUBSCRIPTION_JOINS = `from plan_subscriptions s join plans p on p.id = s.plan_id
  join users u on u.id = s.user_id`;

/** The account's live (not ended) subscription, locked when `lock`. */
export async function liveSubscription(q: Queryable, userId: number, lock = false) {
  const [row] = await q.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} ${SUBSCRIPTION_JOINS}
      where s.user_id = $1 and s.status <> 'ended' ${lock ? 'for update of s' : ''}`,
    [userId],
  );
  return row;
}

export interface NewSubscription {
  userId: number;
  planId: number;
  orderId: number;
  priceCents: number;
  currency: string;
  lang: Language;
  provider: 'test' | 'stripe';
  renewsWith: string;
  now: Date;
}

/**
 * A paid plan's first month, inside its payment's transaction: the account is on the plan for a
 * month from now and gets the month's perks. The built-in provider renews it by the scheduler
 * (next_attempt_at); Stripe renews its own subscription and tells by webhook. Buying another
 * plan starts over with it.
 */
export async function startSubscription(q: Queryable, s: NewSubscription) {
  await q.query(
    `insert into plan_subscriptions (user_id, plan_id, status, provider, renews_with, lang,
                                     current_period_end, next_attempt_at, order_id, updated_at, price_cents,
                                     currency)
     values ($1, $2, 'active', $3, $4, $5, $6::timestamptz + interval '1 month',
             case when $3 = 'test' then $6::timestamptz + interval '1 month' end, $7, $6, $8, $9)
     on conflict (user_id) do update set plan_id = excluded.plan_id, status = 'active',
       provider = excluded.provider, renews_with = excluded.renews_with, lang = excluded.lang,
       current_period_end = excluded.current_period_end, cancel_at_period_end = false,
       grace_until = null, next_attempt_at = excluded.next_attempt_at,
       order_id = excluded.order_id, updated_at = excluded.updated_at,
       price_cents = excluded.price_cents, currency = excluded.currency`,
    [
      s.userId,
      s.planId,
      s.provider,
      s.renewsWith,
      s.lang,
      s.now,
      s.orderId,
      s.priceCents,
      s.currency,
    ],
  );
  await setPlan(q, s.userId, s.planId);
  await giveMonthlyCredit(q, s.userId, s.planId, s.now, s.orderId);
}

/** Stripe's subscription behind the account's plan, once Stripe made it. */
export async function setRenewsWith(q: Queryable, userId: number, ref: string) {
  await q.query('update plan_subscriptions set renews_with = $2 where user_id = $1', [userId, ref]);
}

export async function subscriptionByStripeId(q: Queryable, ref: string, lock = false) {
  const [row] = await q.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} ${SUBSCRIPTION_JOINS}
      where s.provider = 'stripe' and s.renews_with = $1 ${lock ? 'for update of s' : ''}`,
    [ref],
  );
  return row;
}

/** Cancel at period end (true) or keep renewing (false); answers the row as it now is. */
export async function setCancelAtPeriodEnd(
  q: Queryable,
  userId: number,
  cancel: boolean,
  now: Date,
) {
  await q.query(
    `update plan_subscriptions set cancel_at_period_end = $2, updated_at = $3
      where user_id = $1 and status <> 'ended'`,
    [userId, cancel, now],
  );
  return liveSubscription(q, userId);
}

/** A month paid: recorded once per period (plan_renewals_once_idx), the next period begins. */
export async function recordRenewal(
  q: Queryable,
  s: SubscriptionRow,
  outcome: 'succeeded' | 'failed',
  paymentRef: string | null,
  now: Date,
) {
  const rows = await q.query<{ id: string }>(
    `insert into plan_renewals (user_id, plan_id, period_end, outcome, amount_cents, currency,
                                payment_ref, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning id`,
    [s.userId, s.planId, s.currentPeriodEnd, outcome, s.priceCents, s.currency, paymentRef, now],
  );
  return rows.length > 0;
}

/**
 * The next period after a paid renewal: until `end` when the provider says, else a month after the
 * one that ended (a retry in the grace keeps the rhythm), or a month from now when even that is
 * past. Answers its end.
 */
export async function advancePeriod(q: Queryable, s: SubscriptionRow, now: Date, end?: Date) {
  const [row] = await q.query<{ end: Date }>(
    `update plan_subscriptions s set status = 'active', grace_until = null, updated_at = $2,
       current_period_end = coalesce($3, n.e),
       next_attempt_at = case when s.provider = 'test' then coalesce($3, n.e) end
       from (select case when current_period_end + interval '1 month' > $2
                         then current_period_end + interval '1 month'
                         else $2::timestamptz + interval '1 month' end as e
               from plan_subscriptions where user_id = $1) n
      where s.user_id = $1 returning s.current_period_end as "end"`,
    [s.userId, now, end ?? null],
  );
  await giveMonthlyCredit(q, s.userId, s.planId, now);
  return new Date(row!.end);
}

/** A failed renewal: past due until graceUntil, tried again at nextAttempt. */
export async function markPastDue(
  q: Queryable,
  userId: number,
  p: { graceUntil: Date; nextAttempt: Date | null; now: Date },
) {
  await q.query(
    `update plan_subscriptions set status = 'past_due', grace_until = $2, next_attempt_at = $3,
       updated_at = $4 where user_id = $1`,
    [userId, p.graceUntil, p.nextAttempt, p.now],
  );
}

/** The plan is over (cancelled at its end, or its grace passed): the account is on Silver again. */
export async function endSubscription(q: Queryable, userId: number, now: Date) {
  const rows = await q.query(
    `update plan_subscriptions set status = 'ended', next_attempt_at = null, updated_at = $2
      where user_id = $1 and status <> 'ended' returning user_id`,
    [userId, now],
  );
  if (rows.length) await setPlan(q, userId, SILVER_PLAN_ID);
  return rows.length > 0;
}
