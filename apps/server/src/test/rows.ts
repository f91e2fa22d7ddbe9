import type { Queryable } from '../platform/db.ts';

/** Row count and a checksum of the rows `from` names (aliased t): equal sums, unchanged rows. */
const sums = (tables: Record<string, string>) =>
  Object.entries(tables)
    .map(
      ([name, from]) =>
        `(select count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) from ${from}) as ${name}`,
    )
    .join(', ');

/** The tables holding what shoppers did or own, and the stock and ratings they change. */
const USER_DATA = [
  'users',
  'sessions',
  'addresses',
  'cart_lines',
  'wishlist_items',
  'orders',
  'order_items',
  'payments',
  'reviews',
  'newsletter_subscribers',
  'referral_credits',
  'variants',
  'products',
];
const ALL_ROWS = `select ${sums(Object.fromEntries(USER_DATA.map((table) => [table, `${table} t`])))}`;

const ORDERS = 'select id from orders where user_id = $1';
const USER_ROWS = `select ${sums({
  users: 'users t where t.id = $1',
  sessions: 'sessions t where t.user_id = $1',
  addresses: 'addresses t where t.user_id = $1',
  cart_lines: 'cart_lines t where t.user_id = $1',
  cart_discounts: 'cart_discounts t where t.user_id = $1',
  cart_code_notices: 'cart_code_notices t where t.user_id = $1',
  wishlist_items: 'wishlist_items t where t.user_id = $1',
  orders: 'orders t where t.user_id = $1',
  order_items: `order_items t where t.order_id in (${ORDERS})`,
  payments: `payments t where t.order_id in (${ORDERS})`,
  otps: 'otps t where t.email = (select email from users where id = $1)',
  referral_credits: 'referral_credits t where $1 in (t.referrer_id, t.referred_user_id)',
})}`;

/** Each user-data table's count and checksum. */
export async function snapshotRows(q: Queryable): Promise<Record<string, string>> {
  const [row] = await q.query<Record<string, string>>(ALL_ROWS);
  return row!;
}

/** The same for one user's rows only: what another user's requests must never change. */
export async function snapshotUser(q: Queryable, userId: number): Promise<Record<string, string>> {
  const [row] = await q.query<Record<string, string>>(USER_ROWS, [userId]);
  return row!;
}
