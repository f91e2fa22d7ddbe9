import type { Queryable } from '../../platform/db.ts';

// Orders for the back office's benchmark (npm run seed:orders): made by the database itself with
// generate_series, a batch per statement, so a million take a minute or two and no row crosses
// the wire. Customers, names, statuses, payment methods and dates are spread by the row number.

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_SPACE = 31 ** 8;
const BATCH = 50_000;
export const SEED_CUSTOMERS = 20_000;

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Marie',
  'Hedy',
  'Linus',
  'Yuki',
  'Mei',
  'Lucía',
  'Chloé',
  '花子',
  '太郎',
  '伟',
  '芳',
  '家豪',
  '怡君',
  'Pierre',
  'Sofía',
  'Kenji',
  'Li',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Curie',
  'Lamarr',
  'Torvalds',
  'Tanaka',
  'Chen',
  'García',
  'Martin',
  '山田',
  '佐藤',
  '王',
  '李',
  '陳',
  '林',
  'Dubois',
  'López',
  'Suzuki',
  'Wang',
];

/**
 * The i-th seeded code: i times a number prime to 31^8, modulo 31^8, written in the code's
 * alphabet. A bijection, so codes never repeat; a clash with a real order's code is skipped.
 */
const codeSql = (i: string) => {
  const n = `((${i})::bigint * 1000003 + 777) % ${CODE_SPACE}`;
  const digit = (k: number) =>
    `substr('${ALPHABET}', ((${n} / ${31 ** k}::bigint) % 31)::int + 1, 1)`;
  const group = (from: number) => [0, 1, 2, 3].map((k) => digit(from + k)).join(' || ');
  return `'ATL-' || ${group(0)} || '-' || ${group(4)}`;
};

const pick = (words: string[], i: string) =>
  `(array[${words.map((w) => `'${w}'`).join(',')}])[(${i}) % ${words.length} + 1]`;

const SYLLABLES = ['ka', 'mo', 'ri', 'ta', 'lo', 'ne', 'su', 'vi', 'da', 'ho'];

/** A family name of three syllables from the number's digits: 1,000 of them, like real ones rare. */
const familySql = (i: string) =>
  `initcap(${[1, 10, 100].map((d) => pick(SYLLABLES, `(${i}) / ${d}`)).join(' || ')})`;

/**
 * Seeded customers (seed-customer-N@example.com), their orders' emails theirs. Each has a name
 * of their own (one of 20 given names, then a family name: a common one or a generated one), so
 * a full name finds one customer's orders as it does in a real shop.
 */
async function seedCustomers(q: Queryable) {
  await q.query(
    `insert into users (email, username, password_hash, referral_code)
     select 'seed-customer-' || g || '@example.com',
            ${pick(FIRST, 'g')} || ' ' || ${pick(LAST, 'g / 20')} || ' ' || ${familySql('g / 20')},
            'seeded: cannot sign in', 'SEED' || g
       from generate_series(1, $1) g
     on conflict do nothing`,
    [SEED_CUSTOMERS],
  );
}

/**
 * Adds `count` orders of one line each over the last two years, oldest first: about 80 %
 * delivered, the rest shipped, placed, paid, cancelled or refunded; a third paid in cash.
 */
export async function seedOrders(q: Queryable, count: number, report = (_done: number) => {}) {
  await seedCustomers(q);
  const [{ first } = { first: 0 }] = await q.query<{ first: number }>(
    `select coalesce(max(id), 0)::int as first from orders`,
  );
  const [variants] = await q.query<{ n: number }>(`select count(*)::int as n from variants`);
  if (!variants?.n) throw new Error('Seed the catalog first (npm run seed)');
  const span = 2 * 365 * 24 * 3600;
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    const i = `(g + ${first})`;
    await q.query(
      `with v as (
         select row_number() over (order by v.id) - 1 as k, v.id, v.product_id, v.sku,
                v.original_price_cents as price
           from variants v
       ), o as (
         insert into orders (order_code, user_id, status, payment_method, name, email, phone, flat_no,
                             address_line1, address_line2, zip_code, country, subtotal_cents, tax_cents,
                             total_cents, created_at, lang, paid_cents, refunded_cents, paid_at)
         select ${codeSql(i)}, u.id, s.status, s.method, u.username, u.email,
                '+1 555 ' || lpad((${i} % 10000000)::text, 7, '0'), '1', 'Main Street', '', '10001', 'US',
                v.price, 0, v.price, s.at, ${pick(['en', 'es', 'cn', 'jp', 'tw', 'fr'], i)},
                case when s.paid then v.price else 0 end,
                case when s.paid and ${i} % 97 = 0 then v.price / 2 else 0 end,
                case when s.paid then s.at end
           from generate_series($1::int, $2::int) g
           join users u on u.email = 'seed-customer-' || (${i} % ${SEED_CUSTOMERS} + 1) || '@example.com'
           join v on v.k = ${i} % $3
           cross join lateral (
             select st as status, m as method,
                    now() - make_interval(secs => ${span} * (1 - g::float8 / $4)) as at,
                    (m = 'bank' and st <> 'CANCELLED') or st in ('DELIVERED') as paid
               from (select case when ${i} % 100 < 80 then 'DELIVERED'
                                 when ${i} % 100 < 85 then 'SHIPPED'
                                 when ${i} % 100 < 89 then 'PLACED'
                                 when ${i} % 100 < 93 then 'PAID'
                                 else 'CANCELLED' end as st,
                            case when ${i} % 3 = 0 then 'cash' else 'bank' end as m) x
           ) s
         on conflict (order_code) do nothing
         returning id, total_cents, created_at
       )
       insert into order_items (order_id, product_id, variant_id, sku, name, brand, color, size,
                                image_url, qty, selling_price_cents)
       select o.id, v.product_id, v.id, v.sku, 'Seeded item', 'Atelier', '', '', '', 1, o.total_cents
         from o join v on v.k = o.id % $3`,
      [from, to, variants.n, count],
    );
    report(to);
  }
  await q.query('analyze orders');
  await q.query('analyze order_items');
}
