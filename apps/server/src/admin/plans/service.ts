import type { AdminPlan, PlanCreate, PlanPatch } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_JOINS,
  type SubscriptionRow,
} from '../../modules/subscriptions/billing.ts';
import { enqueuePlanMail } from '../../modules/subscriptions/mails.ts';
import { listMarkets } from '../../modules/markets/repo.ts';
import { BASE_CURRENCY } from '../../modules/markets/money.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import { fixableCurrencies } from '../products/prices.ts';
import type { OrderAdminDeps } from '../orders/service.ts';
import type { AdminDeps } from '../deps.ts';
import { adminPlans, writePlan } from './repo.ts';

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

/**
 * The free plan stays free and on sale: every account falls back to it. A price is fixed only in a
 * currency a market sells in, and a paid plan's costs more than 0 in each.
 */
async function check(q: Queryable, plan: PlanCreate, free: boolean) {
  if (free && plan.status !== 'on_sale') {
    throw refuse('status', 'The free plan is always offered');
  }
  const currencies = fixableCurrencies(await listMarkets(q));
  for (const [currency, price] of Object.entries(plan.prices)) {
    const field = `prices.${currency}`;
    if (currency !== BASE_CURRENCY && !currencies.has(currency)) {
      throw refuse(field, `No market sells in ${currency}`);
    }
    // Free everywhere: nothing to fix in another currency.
    if (free && (price !== 0 || currency !== BASE_CURRENCY)) {
      throw refuse(field, 'The free plan costs nothing');
    }
    if (!free && price === 0) throw refuse(field, 'A paid plan costs more than 0');
  }
}

/** The plan's name taken by another one is the table's unique name: a 409, not a 500. */
async function written(q: Queryable, id: number | null, plan: PlanCreate) {
  try {
    return await writePlan(q, id, plan);
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    throw new AppError('CONFLICT', 'Another plan has this name', { 'name.en': 'Already taken' });
  }
}

export async function createPlan(deps: AdminDeps, actor: Actor, input: PlanCreate) {
  await check(deps.db, input, false);
  const now = deps.now();
  return deps.db.tx(async (q) => {
    const id = await written(q, null, input);
    const [after] = await adminPlans(q, id);
    await recordAudit(
      q,
      actor,
      { entity: 'plan', entityId: id, action: 'create', before: null, after },
      now,
    );
    return after!;
  });
}

/** The live subscriptions of a plan that still renew. */
const renewing = (q: Queryable, planId: number) =>
  q.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} ${SUBSCRIPTION_JOINS}
      where s.plan_id = $1 and s.status <> 'ended' and not s.cancel_at_period_end
      for update of s`,
    [planId],
  );

/**
 * Changes a plan, audited. A new price is for new members (a member keeps the price they joined
 * at). Switched off, every member's plan stops renewing and ends with its paid month, each told by
 * mail; Stripe is told first, as a member's own cancel does, so it charges nobody again.
 */
export async function patchPlan(deps: OrderAdminDeps, actor: Actor, id: number, input: PlanPatch) {
  const [current] = await adminPlans(deps.db, id);
  if (!current) throw notFound('Plan');
  if (input.status === 'off' && current.status !== 'off') {
    for (const s of await renewing(deps.db, id)) {
      if (s.provider === 'stripe' && s.renewsWith) {
        await deps.payments.setCancelAtPeriodEnd?.(s.renewsWith, true);
      }
    }
  }
  const now = deps.now();
  return deps.db.tx(async (q) => {
    const [before] = await adminPlans(q, id, true);
    if (!before) throw notFound('Plan');
    const merged: PlanCreate = {
      name: input.name ?? before.name,
      prices: input.prices ?? before.prices,
      perks: input.perks ?? before.perks,
      status: input.status ?? before.status,
    };
    await check(q, merged, before.free);
    await written(q, id, merged);
    if (merged.status === 'off') await endWithTheirMonth(q, id, deps.config.publicUrl, now);
    const [after] = await adminPlans(q, id);
    await recordAudit(
      q,
      actor,
      { entity: 'plan', entityId: id, action: 'update', before, after },
      now,
    );
    return after!;
  });
}

async function endWithTheirMonth(q: Queryable, planId: number, publicUrl: string, now: Date) {
  for (const s of await renewing(q, planId)) {
    await q.query(
      `update plan_subscriptions set cancel_at_period_end = true, updated_at = $2
        where user_id = $1`,
      [s.userId, now],
    );
    const date = s.status === 'past_due' ? (s.graceUntil ?? now) : s.currentPeriodEnd;
    await enqueuePlanMail(q, s, { kind: 'discontinued', date }, publicUrl);
  }
}

export const listAdminPlans = (deps: AdminDeps): Promise<AdminPlan[]> => adminPlans(deps.db);
