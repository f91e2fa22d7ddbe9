import { RETURN_WINDOW_DAYS } from '@atelier/contract';
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

/**
 * Credits the pending row of this friend, once (a second call finds it credited already), naming
 * the order that earned it; answers the referrer credited.
 */
export async function creditPending(
  q: Queryable,
  referredUserId: number,
  amountCents: number,
  now: Date,
  orderId: number | null,
) {
  const [row] = await q.query<{ referrerId: number }>(
    `update referral_credits set status = 'credited', amount_cents = $2, credited_at = $3,
                                 order_id = $4
      where referred_user_id = $1 and status = 'pending' returning referrer_id as "referrerId"`,
    [referredUserId, amountCents, now, orderId],
  );
  return row?.referrerId;
}

/**
 * The credit an order earned, made pending again (the friend's next paid order may earn it):
 * answers its referrer and amount, or nothing when the order earned none.
 */
export async function uncreditOrder(q: Queryable, orderId: number) {
  const [row] = await q.query<{ referrerId: number; amountCents: number }>(
    `with earned as (
       select id, referrer_id, amount_cents from referral_credits
        where order_id = $1 and status = 'credited' for update
     )
     update referral_credits r set status = 'pending', amount_cents = 0, credited_at = null,
                                   order_id = null
       from earned where r.id = earned.id
     returning earned.referrer_id as "referrerId", earned.amount_cents as "amountCents"`,
    [orderId],
  );
  return row;
}

/**
 * Whether the credit row `c` is held: its goods order `o` can still be cancelled or returned (not
 * yet delivered, or delivered less than RETURN_WINDOW_DAYS before `now`). A plan's order is
 * neither: a shopper cancels a plan at its period's end.
 */
export const held = (now: string) => `(c.status = 'credited' and o.kind = 'goods'
  and (o.status in ('PLACED', 'PAID', 'SHIPPED')
       or o.status = 'DELIVERED' and ${now}::timestamptz < interval '${RETURN_WINDOW_DAYS} days' +
          (select max(e.at) from order_events e where e.order_id = o.id and e.type = 'delivered')))`;

export interface CreditRow {
  status: 'pending' | 'credited';
  /** Credited, but not spendable yet. */
  held: boolean;
  amountCents: number;
  friend: string;
  at: Date;
}

export function listCredits(q: Queryable, referrerId: number, now: Date) {
  return q.query<CreditRow>(
    `select c.status, coalesce(${held('$2')}, false) as held, c.amount_cents as "amountCents",
            f.username as friend, coalesce(c.credited_at, c.created_at) as at
       from referral_credits c join users f on f.id = c.referred_user_id
       left join orders o on o.id = c.order_id
      where c.referrer_id = $1
      order by coalesce(c.credited_at, c.created_at) desc, c.id desc`,
    [referrerId, now],
  );
}
