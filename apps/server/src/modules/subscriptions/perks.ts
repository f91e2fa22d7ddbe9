import type { Queryable } from '../../platform/db.ts';
import { moveCredit } from '../referrals/credit.ts';

/**
 * The member price: the account's plan takes its percentage (032_plan_renewals.sql: Gold 5,
 * Diamond 10) off every item, so off the subtotal. Guests and Silver members get 0. The one place
 * the cart, checkout and order read it from, for computeTotals' member line.
 */
export async function memberCentsOf(q: Queryable, userId: number | null, subtotalCents: number) {
  if (userId === null || subtotalCents <= 0) return 0;
  const [row] = await q.query<{ percent: number }>(
    `select p.member_percent as percent from users u join plans p on p.id = u.plan_id
      where u.id = $1`,
    [userId],
  );
  return Math.round((subtotalCents * (row?.percent ?? 0)) / 100);
}

/** A paid month's store credit (Diamond), given with the month's payment in its transaction. */
export async function giveMonthlyCredit(q: Queryable, userId: number, planId: number, at: Date) {
  const [plan] = await q.query<{ cents: number; name: string }>(
    'select monthly_credit_cents as cents, name from plans where id = $1',
    [planId],
  );
  if (!plan?.cents) return;
  await moveCredit(q, userId, {
    deltaCents: plan.cents,
    reason: 'adjustment',
    note: `${plan.name} plan: monthly store credit`,
    at,
  });
}
