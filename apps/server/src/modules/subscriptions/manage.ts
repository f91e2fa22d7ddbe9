import type { CurrentPlan } from '@atelier/contract';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { majorUnits } from '../markets/prices.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { liveSubscription, setCancelAtPeriodEnd, type SubscriptionRow } from './billing.ts';
import { enqueuePlanMail } from './mails.ts';
import { renewDue } from './renewal.ts';

const noPlan = () =>
  new AppError('NOT_FOUND', 'You have no paid plan', undefined, { reason: 'NO_PLAN' });

const out = (s: SubscriptionRow | undefined): CurrentPlan => ({
  subscription: s
    ? {
        plan: s.plan,
        price: majorUnits(s.priceCents, s.currency),
        currency: s.currency,
        status: s.status === 'past_due' ? 'past_due' : 'active',
        currentPeriodEnd: s.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        graceUntil: s.graceUntil?.toISOString() ?? null,
      }
    : null,
});

/**
 * The account's paid plan as of now: what is due is renewed (or ended) first, as unpaid orders
 * are expired before they are read, so the tab never shows a period already over.
 */
export async function currentPlan(deps: CommerceDeps, user: SessionUser) {
  await renewDue(deps, deps.now(), user.id);
  return out(await liveSubscription(deps.db, user.id));
}

/**
 * Cancel at period end (`cancel`), or keep renewing (undo, before the end). The plan and its perks
 * stay until the period ends; Stripe is told first, so it does not charge the next month.
 * Cancelling twice mails once.
 */
export async function setPlanCancelled(deps: CommerceDeps, user: SessionUser, cancel: boolean) {
  const now = deps.now();
  await renewDue(deps, now, user.id);
  const before = await liveSubscription(deps.db, user.id);
  if (!before) throw noPlan();
  // Staff switched the plan off: it ends with its paid month, for every member alike.
  if (!cancel && before.planStatus === 'off') {
    throw new AppError(
      'CONFLICT',
      'This plan has been discontinued: it ends with your paid month',
      undefined,
      {
        reason: 'PLAN_OFF',
      },
    );
  }
  if (before.provider === 'stripe' && before.renewsWith) {
    await deps.payments.setCancelAtPeriodEnd?.(before.renewsWith, cancel);
  }
  const after = await deps.db.tx(async (q) => {
    const s = await liveSubscription(q, user.id, true);
    if (!s) throw noPlan();
    if (s.cancelAtPeriodEnd === cancel) return s;
    const changed = (await setCancelAtPeriodEnd(q, user.id, cancel, now))!;
    if (cancel) {
      const date = s.status === 'past_due' ? (s.graceUntil ?? now) : s.currentPeriodEnd;
      await enqueuePlanMail(q, s, { kind: 'cancelled', date }, deps.config.publicUrl);
    }
    return changed;
  });
  return out(after);
}
