import {
  RETURN_QUEUE_CAP,
  RETURN_QUEUES,
  type AdminReturnQueues,
  type AdminReturnsQuery,
} from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { searchOf } from '../orders/list.ts';
import { iso, keysetPage } from '../paging.ts';

/** LIKE's own characters, taken literally in a prefix. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search term is, so that its query uses one index (060, 023): a return code or its
 * start, else what the orders' search takes it for (an order code, an email, a phone, a name).
 */
function returnSearch(q: string) {
  const code = q.trim().toUpperCase();
  if (/^R-[A-Z0-9-]*$/.test(code)) return { sql: 'r.code like $X', value: `${literal(code)}%` };
  return searchOf(q);
}

/**
 * GET /api/admin/returns: newest first, by queue (status) and search, in keyset pages read with
 * `limit + 1` rows (returns_status_idx, the primary key, the search's own index).
 */
export async function listReturns(q: Queryable, f: AdminReturnsQuery) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('$X', `$${params.length}`));
  };
  if (f.status) add('r.status = $X', f.status);
  if (f.cursor) add('r.id < $X', Number(f.cursor));
  if (f.q) {
    const search = returnSearch(f.q);
    add(search.sql, search.value);
  }
  params.push(f.limit + 1);
  const rows = await q.query<{
    id: number;
    code: string;
    orderCode: string;
    status: AdminReturnsQuery['status'] & string;
    email: string;
    name: string;
    units: number;
    exchanges: number;
    createdAt: Date;
  }>(
    `select r.id, r.code, o.order_code as "orderCode", r.status, o.email, o.name,
            l.units, l.exchanges, r.created_at as "createdAt"
       from returns r join orders o on o.id = r.order_id
       cross join lateral (select sum(qty)::int as units, count(exchange_sku)::int as exchanges
                             from return_lines where return_id = r.id) l
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by r.id desc limit $${params.length}`,
    params,
  );
  const page = keysetPage(rows, f.limit, (row) => row.id);
  return {
    ...page,
    items: page.items.map(({ id: _, createdAt, ...row }) => ({
      ...row,
      createdAt: iso(createdAt),
    })),
  };
}

/**
 * GET /api/admin/returns/queues: each queue's count from returns_status_idx, stopping at
 * RETURN_QUEUE_CAP so that a long history of closed returns costs no more than a short one.
 */
export async function returnQueues(q: Queryable): Promise<AdminReturnQueues> {
  const [row] = await q.query<AdminReturnQueues>(
    `select ${RETURN_QUEUES.map(
      (status, i) =>
        `(select count(*)::int from (select 1 from returns where status = $${i + 1} limit $${
          RETURN_QUEUES.length + 1
        }) x) as "${status}"`,
    ).join(', ')}`,
    [...RETURN_QUEUES, RETURN_QUEUE_CAP],
  );
  return row!;
}
