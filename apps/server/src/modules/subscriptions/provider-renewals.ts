import type { RenewalEvent } from '../../platform/payments/index.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import {
  advancePeriod,
  endSubscription,
  recordRenewal,
  subscriptionByStripeId,
} from './billing.ts';
import { enqueuePlanMail } from './mails.ts';
import { renewalFailed } from './renewal.ts';

/**
 * A plan paid through a provider that renews it (Stripe): its subscription is made once the first
 * month is paid, its first charge when that month ends. Safe to call again (a repeated webhook, a
 * reconcile): a plan that has its subscription is left alone, and the provider makes one per order.
 */
export async function ensureRenewals(deps: CommerceDeps, orderId: number) {
  if (!deps.payments.startRenewals) return;
  const [row] = await deps.db.query<{
    userId: number;
    orderCode: string;
    intentId: string;
    planName: string;
    amountCents: number;
    currency: string;
    periodEnd: Date;
  }>(
    `select o.user_id as "userId", o.order_code as "orderCode", o.tnx_number as "intentId",
            p.name as "planName", s.price_cents as "amountCents", s.currency,
            s.current_period_end as "periodEnd"
       from orders o join plans p on p.id = o.plan_id
       join plan_subscriptions s on s.user_id = o.user_id and s.order_id = o.id
      where o.id = $1 and o.kind = 'subscription' and o.status = 'PAID' and o.tnx_number is not null
        and s.provider = $2 and s.status <> 'ended' and s.renews_with = ''`,
    [orderId, deps.payments.name],
  );
  if (!row) return;
  const subscriptionId = await deps.payments.startRenewals({
    intentId: row.intentId,
    orderCode: row.orderCode,
    planName: row.planName,
    amountCents: row.amountCents,
    currency: row.currency,
    firstRenewal: new Date(row.periodEnd),
  });
  await deps.db.query(
    `update plan_subscriptions set renews_with = $3
      where user_id = $1 and order_id = $2 and renews_with = ''`,
    [row.userId, orderId, subscriptionId],
  );
}

/**
 * What the provider says of a plan's renewal, applied once under the subscription's lock: a month
 * charged (once per invoice, plan_renewals_ref_idx) starts the next period; a refused one starts
 * the grace (the provider retries the card); the provider's subscription over ends the plan.
 */
export async function settleRenewal(deps: CommerceDeps, event: RenewalEvent) {
  const now = deps.now();
  const { publicUrl } = deps.config;
  await deps.db.tx(async (q) => {
    const s = await subscriptionByStripeId(q, event.subscriptionId, true);
    if (!s || s.status === 'ended') return;
    if (event.outcome === 'ended') {
      await endSubscription(q, s.userId, now);
      const why = s.cancelAtPeriodEnd ? 'cancelled' : 'unpaid';
      await enqueuePlanMail(q, s, { kind: 'ended', date: now, why }, publicUrl);
      return;
    }
    if (event.outcome === 'renewed') {
      if (!(await recordRenewal(q, s, 'succeeded', event.invoiceId, now))) return;
      const next = await advancePeriod(q, s, now, event.periodEnd);
      await enqueuePlanMail(q, s, { kind: 'renewed', date: next }, publicUrl);
      return;
    }
    await recordRenewal(q, s, 'failed', event.invoiceId, now);
    await renewalFailed(q, s, now, publicUrl, false);
  });
}
