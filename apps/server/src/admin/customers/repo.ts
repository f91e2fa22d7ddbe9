import type { Queryable } from '../../platform/db.ts';
import { ROW_COLUMNS } from '../orders/list.ts';

/**
 * A customer's figures, each from its own index (orders by user, the credit ledger by user); their
 * spend in the base currency, each order at its own rate (orders.to_base), as the dashboard adds up.
 */
const CUSTOMER_COLUMNS = `u.id, u.email, u.username as name, p.name as plan, u.created_at as "createdAt",
  (select count(*)::int from orders o where o.user_id = u.id) as orders,
  (select coalesce(sum(round((o.paid_cents - o.refunded_cents) * o.to_base)), 0)::int
     from orders o where o.user_id = u.id) as "spendCents",
  coalesce((select c.balance_after_cents from credit_ledger c where c.user_id = u.id
             order by c.id desc limit 1), 0) as "creditCents"`;

export interface CustomerRow {
  id: number;
  email: string;
  name: string;
  plan: string;
  createdAt: Date;
  orders: number;
  spendCents: number;
  creditCents: number;
}

/** Newest first; `limit + 1` rows for keysetPage. `q`: the start of an email (users.email is lower-cased). */
export function listCustomers(q: Queryable, f: { q?: string; cursor?: string; limit: number }) {
  const prefix = f.q ? `${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return q.query<CustomerRow>(
    `select ${CUSTOMER_COLUMNS} from users u join plans p on p.id = u.plan_id
      where ($1::text is null or u.email like $1 or lower(u.username) like $1)
        and ($2::int is null or u.id < $2)
      order by u.id desc limit $3`,
    [prefix, f.cursor ?? null, f.limit + 1],
  );
}

export async function findCustomer(q: Queryable, id: number) {
  const [row] = await q.query<CustomerRow>(
    `select ${CUSTOMER_COLUMNS} from users u join plans p on p.id = u.plan_id where u.id = $1`,
    [id],
  );
  return row;
}

export function recentOrders(q: Queryable, userId: number) {
  return q.query<{ createdAt: Date } & Record<string, unknown>>(
    `select ${ROW_COLUMNS} from orders o where o.user_id = $1
      order by o.created_at desc, o.id desc limit 50`,
    [userId],
  );
}

export function creditHistory(q: Queryable, userId: number) {
  return q.query<{
    id: number;
    at: Date;
    deltaCents: number;
    balanceAfterCents: number;
    reason: 'referral' | 'referral_reversal' | 'adjustment';
    note: string;
    orderCode: string | null;
    staffEmail: string | null;
  }>(
    `select c.id::int, c.at, c.delta_cents as "deltaCents", c.balance_after_cents as "balanceAfterCents",
            c.reason, c.note, o.order_code as "orderCode", c.staff_email as "staffEmail"
       from credit_ledger c left join orders o on o.id = c.order_id
      where c.user_id = $1 order by c.id desc limit 100`,
    [userId],
  );
}
