import type { Queryable } from '../../platform/db.ts';
import { moveCredit, takeBackCredit } from '../referrals/credit.ts';

/**
 * The member price: the account's plan takes its percentage (032_plan_renewals.sql: Gold 5,
 * Diamond 10) off every item, so off the subtotal, in any currency. Guests and Silver members get
 * 0. The one place the cart, checkout and order read it from (modules/markets/checkout.ts).
 */
export async function memberPercentOf(q: Queryable, userId: number | null) {
  if (userId === null) return 0;
  const [row] = await q.query<{ percent: number }>(
    `select p.member_percent as percent from users u join plans p on p.id = u.plan_id
      where u.id = $1`,
    [userId],
  );
  return row?.percent ?? 0;
}

/**
 * A paid month's store credit (Diamond), given with the month's payment in its transaction; the
 * first month's names the plan's order, which takes it back if refunded (takeBackPlanCredit).
 */
export async function giveMonthlyCredit(
  q: Queryable,
  userId: number,
  planId: number,
  at: Date,
  orderId?: number,
) {
  const [plan] = await q.query<{ cents: number; name: string }>(
    'select monthly_credit_cents as cents, name from plans where id = $1',
    [planId],
  );
  if (!plan?.cents) return;
  await moveCredit(q, userId, {
    deltaCents: plan.cents,
    reason: 'adjustment',
    note: `${plan.name} plan: monthly store credit`,
    orderId,
    at,
  });
}

/** The store credit a refunded plan order gave, taken back as far as the balance holds. */
export async function takeBackPlanCredit(
  q: Queryable,
  order: { id: number; userId: number },
  at: Date,
  staffEmail?: string,
) {
  const [given] = await q.query<{ cents: number }>(
    `select coalesce(sum(delta_cents), 0)::int as cents from credit_ledger
      where user_id = $1 and order_id = $2 and reason = 'adjustment'`,
    [order.userId, order.id],
  );
  if (given!.cents <= 0) return;
  const note = 'Plan refunded: its store credit taken back';
  const move = { reason: 'adjustment', note, orderId: order.id, staffEmail, at } as const;
  await takeBackCredit(q, order.userId, given!.cents, move);
}
