import type { AdminOrderRow, AdminOrdersQuery, OrderQueue } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { iso, keysetPage } from '../paging.ts';

/**
 * Each queue's condition, implying its partial index of migration 023. A paid plan (kind
 * 'subscription') has nothing to ship.
 */
const QUEUES: Record<OrderQueue, string> = {
  to_ship: `o.status in ('PLACED', 'PAID') and o.kind = 'goods'`,
  cash_to_collect: `o.payment_method = 'cash' and o.paid_cents = 0 and o.status in ('SHIPPED', 'DELIVERED')`,
  shipped: `o.status = 'SHIPPED'`,
  delivered: `o.status = 'DELIVERED'`,
  closed: `(o.status = 'CANCELLED' or o.refunded_cents > 0)`,
};

export const ROW_COLUMNS = `o.order_code as code, o.created_at as "createdAt", o.status,
  o.payment_method as "paymentMethod", o.name, o.email, o.phone, o.lang, o.currency, o.market,
  o.total_cents as "totalCents", o.paid_cents as "paidCents", o.refunded_cents as "refundedCents",
  json_build_object('name', o.name, 'phone', o.phone, 'email', o.email, 'flatNo', o.flat_no,
    'line1', o.address_line1, 'line2', o.address_line2, 'city', o.city, 'region', o.region,
    'zipCode', o.zip_code, 'country', o.country) as address`;

/** LIKE's own characters, taken literally in a prefix. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search term is, so that its query uses one index (023): an order code or the start of
 * one, an email or its start, a phone number or its start (its digits), else whole words of a
 * name. Not word prefixes: at a million orders a prefix's GIN scan reads every word it starts
 * (bench/orders.ts: 'marie':* & 'lamarr':* took 200 ms where the whole words take 12).
 */
export function searchOf(q: string): { sql: string; value: string } {
  const term = q.trim();
  const code = term.toUpperCase();
  if (/^ATL-[A-Z0-9-]*$/.test(code) || /^[A-Z0-9]{4}-[A-Z0-9]{0,4}$/.test(code)) {
    const prefix = code.startsWith('ATL-') ? code : `ATL-${code}`;
    return { sql: 'o.order_code like $X', value: `${literal(prefix)}%` };
  }
  if (term.includes('@')) {
    return { sql: 'lower(o.email) like $X', value: `${literal(term.toLowerCase())}%` };
  }
  const digits = term.replace(/[\s()+.-]/g, '');
  if (/^\d{4,}$/.test(digits)) {
    return { sql: `regexp_replace(o.phone, '[^0-9]', '', 'g') like $X`, value: `${digits}%` };
  }
  const words = term.match(/[\p{L}\p{N}]+/gu) ?? [];
  const query = words.map((w) => `'${w.toLowerCase()}'`).join(' & ') || `''`;
  return { sql: `to_tsvector('simple', o.name) @@ to_tsquery('simple', $X)`, value: query };
}

/** One page of orders, newest first, with every filter given; `limit + 1` rows read. */
export async function listOrders(q: Queryable, f: AdminOrdersQuery) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('$X', `$${params.length}`));
  };
  if (f.queue) where.push(QUEUES[f.queue]);
  if (f.status) add('o.status = $X', f.status);
  if (f.paymentMethod) add('o.payment_method = $X', f.paymentMethod);
  if (f.from) add('o.created_at >= $X::date', f.from);
  if (f.to) add(`o.created_at < $X::date + 1`, f.to);
  if (f.cursor) add('o.id < $X', Number(f.cursor));
  if (f.q) {
    const search = searchOf(f.q);
    add(search.sql, search.value);
  }
  params.push(f.limit + 1);
  const rows = await q.query<AdminOrderRow & { id: number; createdAt: Date }>(
    `select o.id, ${ROW_COLUMNS} from orders o
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by o.id desc limit $${params.length}`,
    params,
  );
  const page = keysetPage(rows, f.limit, (row) => row.id);
  return { ...page, items: page.items.map(({ id: _, ...row }) => toRow(row)) };
}

export const toRow = (row: Omit<AdminOrderRow, 'createdAt'> & { createdAt: Date | string }) => ({
  ...row,
  createdAt: iso(row.createdAt),
});
