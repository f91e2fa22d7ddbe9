import type { Language, Plan, User } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { setPlan } from '../users/repo.ts';
import { userDetails } from '../users/service.ts';
import { majorUnits } from '../markets/prices.ts';
import type { Market } from '../markets/repo.ts';
import { liveSubscription } from './billing.ts';
import { findPlan, listPlans, planPriceIn } from './repo.ts';

/** The plans on sale, each month's price in the market's currency. */
export async function plans(q: Queryable, lang: Language, market: Market): Promise<Plan[]> {
  const rows = await listPlans(q, lang);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: majorUnits(planPriceIn(row, market), market.currency),
    currency: market.currency,
    description: row.description,
  }));
}

/** A plan staff took off sale: its members keep it, nobody joins it. */
export const notOnSale = () =>
  new AppError('CONFLICT', 'This plan is no longer offered', undefined, {
    reason: 'PLAN_NOT_ON_SALE',
  });

/** The free plan is saved at once; a paid one only by activatePlan once its payment succeeded. */
export async function subscribe(q: Queryable, user: SessionUser, planId: number): Promise<User> {
  const plan = await findPlan(q, planId);
  if (!plan) throw notFound('Plan');
  if (plan.status !== 'on_sale') throw notOnSale();
  if (plan.priceCents > 0) throw new AppError('PAYMENT', 'Paid plans are paid at checkout');
  // A paid month is not taken back: leaving a paid plan is cancelling it at its period's end.
  if (await liveSubscription(q, user.id)) {
    throw new AppError('CONFLICT', 'Cancel your plan to go back to Silver', undefined, {
      reason: 'PLAN_RENEWING',
    });
  }
  await activatePlan(q, user.id, plan.id);
  return userDetails(q, user);
}

/** Sets the account's plan (tests; a paid plan bought by card starts with startSubscription). */
export async function activatePlan(q: Queryable, userId: number, planId: number) {
  if (!(await findPlan(q, planId))) throw notFound('Plan');
  await setPlan(q, userId, planId);
}
