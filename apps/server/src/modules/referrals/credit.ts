import type { Queryable } from '../../platform/db.ts';
import { held } from './repo.ts';

export interface CreditMove {
  /** Cents in (positive) or out (negative); never 0. */
  deltaCents: number;
  reason: 'referral' | 'referral_reversal' | 'adjustment' | 'order' | 'order_return' | 'refund';
  note?: string;
  orderId?: number;
  staffEmail?: string;
  at: Date;
}

/** The balance of the user $1: the balance after their newest ledger row. */
const BALANCE = `coalesce((select balance_after_cents from credit_ledger
                            where user_id = $1 order by id desc limit 1), 0)`;

/** The customer's credit now. */
export async function creditBalance(q: Queryable, userId: number) {
  const [row] = await q.query<{ balance: number }>(`select ${BALANCE} as balance`, [userId]);
  return row!.balance;
}

/**
 * The credit the customer may spend now: the balance less the referral credit whose order can
 * still be cancelled or returned, which would take it back (a friend's account made to cancel).
 * One statement: the cart reads it on every view.
 */
export async function spendableCredit(q: Queryable, userId: number, now: Date) {
  const [row] = await q.query<{ cents: number }>(
    `select greatest(0, ${BALANCE}
       - (select coalesce(sum(c.amount_cents), 0) from referral_credits c
            join orders o on o.id = c.order_id where c.referrer_id = $1 and ${held('$2')}))::int
       as cents`,
    [userId, now],
  );
  return row!.cents;
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
