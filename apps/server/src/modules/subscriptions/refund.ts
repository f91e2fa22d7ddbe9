import type { Queryable } from '../../platform/db.ts';
import type { PaymentProvider } from '../../platform/payments/index.ts';
import { endSubscription, liveSubscription } from './billing.ts';
import { takeBackPlanCredit } from './perks.ts';

/**
 * A plan's order cancelled and refunded in full, in its transaction: the plan it bought ends now
 * (Stripe stops renewing it) and the store credit its month gave is taken back, as far as the
 * balance holds. A plan bought since by another order stays.
 */
export async function endRefundedPlan(
  q: Queryable,
  order: { id: number; userId: number },
  ctx: { payments: PaymentProvider; now: Date; staffEmail?: string },
) {
  const s = await liveSubscription(q, order.userId, true);
  if (s?.orderId === order.id) {
    await endSubscription(q, order.userId, ctx.now);
    if (s.provider === 'stripe' && s.renewsWith) await ctx.payments.endRenewals?.(s.renewsWith);
  }
  await takeBackPlanCredit(q, order, ctx.now, ctx.staffEmail);
}
