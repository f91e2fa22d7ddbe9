import type { Queryable } from '../../platform/db.ts';

export async function insertPendingCredit(
  q: Queryable,
  referrerId: number,
  referredUserId: number,
  now: Date,
) {
  await q.query(
    'insert into referral_credits (referrer_id, referred_user_id, created_at) values ($1, $2, $3)',
    [referrerId, referredUserId, now],
  );
}

/** Credits the pending row of this friend, once: a second call finds it credited already. */
export async function creditPending(
  q: Queryable,
  referredUserId: number,
  amountCents: number,
  now: Date,
) {
  const rows = await q.query(
    `update referral_credits set status = 'credited', amount_cents = $2, credited_at = $3
      where referred_user_id = $1 and status = 'pending' returning id`,
    [referredUserId, amountCents, now],
  );
  return rows.length > 0;
}

export interface CreditRow {
  status: 'pending' | 'credited';
  amountCents: number;
  friend: string;
  at: Date;
}

export function listCredits(q: Queryable, referrerId: number) {
  return q.query<CreditRow>(
    `select c.status, c.amount_cents as "amountCents", f.username as friend,
            coalesce(c.credited_at, c.created_at) as at
       from referral_credits c join users f on f.id = c.referred_user_id
      where c.referrer_id = $1
      order by coalesce(c.credited_at, c.created_at) desc, c.id desc`,
    [referrerId],
  );
}
