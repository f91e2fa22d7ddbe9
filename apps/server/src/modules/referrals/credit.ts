import type { Queryable } from '../../platform/db.ts';
import { heldReferralCents } from './repo.ts';

export interface CreditMove {
  /** Cents in (positive) or out (negative); never 0. */
  deltaCents: number;
  reason: 'referral' | 'referral_reversal' | 'adjustment' | 'order' | 'order_return' | 'refund';
  note?: string;
  orderId?: number;
  staffEmail?: string;
  at: Date;
}

/** The customer's credit now: the balance after their newest ledger row. */
export async function creditBalance(q: Queryable, userId: number) {
  const [row] = await q.query<{ balance: number }>(
    `select balance_after_cents as balance from credit_ledger
      where user_id = $1 order by id desc limit 1`,
    [userId],
  );
  return row?.balance ?? 0;
}

/**
 * The credit the customer may spend now: the balance less the referral credit whose order can
 * still be cancelled or returned, which would take it back (a friend's account made to cancel).
 */
export async function spendableCredit(q: Queryable, userId: number, now: Date) {
  const balance = await creditBalance(q, userId);
  return Math.max(0, balance - (await heldReferralCents(q, userId, now)));
}

/**
 * The one way a customer's credit changes: a ledger row with the balance after it. The user's
 * row is locked first, so two changes at once queue and each sees the other's balance; a change
 * that would take the balance below 0 writes nothing and answers undefined.
 */
export async function moveCredit(q: Queryable, userId: number, move: CreditMove) {
  await q.query('select id from users where id = $1 for update', [userId]);
  const balance = (await creditBalance(q, userId)) + move.deltaCents;
  if (balance < 0) return undefined;
  await q.query(
    `insert into credit_ledger (user_id, at, delta_cents, balance_after_cents, reason, note,
                                order_id, staff_email)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      userId,
      move.at,
      move.deltaCents,
      balance,
      move.reason,
      move.note ?? '',
      move.orderId ?? null,
      move.staffEmail ?? null,
    ],
  );
  return balance;
}

/**
 * Takes back up to `cents` given earlier (a referral, a plan's month), as much as the balance
 * still holds: it never goes below 0. Answers what was taken.
 */
export async function takeBackCredit(
  q: Queryable,
  userId: number,
  cents: number,
  move: Omit<CreditMove, 'deltaCents'>,
) {
  await q.query('select id from users where id = $1 for update', [userId]);
  const taken = Math.min(cents, await creditBalance(q, userId));
  if (taken > 0) await moveCredit(q, userId, { ...move, deltaCents: -taken });
  return Math.max(taken, 0);
}
