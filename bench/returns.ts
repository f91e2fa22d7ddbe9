// The returns desk's queue at 100,000 returns (issue 30): `node --import tsx bench/returns.ts
// --returns 100000 --db both`. Each database gets a small catalog, as many orders from
// `npm run seed:orders`, and one return of one line per order with statuses spread over the
// queues (made once, kept in bench/.data between runs); then the list service itself is called,
// below HTTP and with no cache in between, 200 times per scenario after a warm-up, and each
// scenario's statement is explained. Target: p95 ≤ 50 ms.
import { parseArgs } from 'node:util';
import { AdminReturnsQuery, RETURN_STATUSES } from '@atelier/contract';
import type { Queryable } from '../apps/server/src/platform/db.ts';
import { listReturns } from '../apps/server/src/admin/returns/list.ts';
import { benchList } from './measure.ts';
import { databases } from './server.ts';

export const RETURNS_P95_TARGET = 50;

const { values } = parseArgs({
  options: {
    returns: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'both' },
  },
});
const count = Number(values.returns);
const dbs = databases(values.db);

/** One return of each order's first line; its code from its id, its status by turns. */
const SEED_RETURNS = `
  insert into returns (code, order_id, status, created_at, updated_at)
  select 'R-' || upper(substr(lpad(to_hex(o.id), 8, '0'), 1, 4)) || '-'
              || upper(substr(lpad(to_hex(o.id), 8, '0'), 5, 4)),
         o.id, (array[${RETURN_STATUSES.map((s) => `'${s}'`).join(', ')}])[1 + o.id % 7],
         o.created_at + interval '10 days', o.created_at + interval '10 days'
    from orders o order by o.id;
  insert into return_lines (return_id, order_item_id, qty, reason)
  select r.id, (select min(i.id) from order_items i where i.order_id = r.order_id), 1, 'FIT'
    from returns r order by r.id;
  analyze returns; analyze return_lines;`;

async function scenarios(db: Queryable) {
  const samples = await db.query<{ code: string; orderCode: string; email: string }>(
    `select r.code, o.order_code as "orderCode", o.email from returns r
       join orders o on o.id = r.order_id where r.id % 2477 = 0 order by r.id limit 40`,
  );
  const at = (i: number) => samples[i % samples.length]!;
  const query = (input: Record<string, unknown>) => AdminReturnsQuery.parse(input);
  return [
    { name: 'all, newest first', query: () => query({}) },
    ...(['REQUESTED', 'IN_TRANSIT', 'RECEIVED'] as const).map((status) => ({
      name: `queue ${status}`,
      query: () => query({ status }),
    })),
    {
      name: 'queue APPROVED, next page',
      // Later and later pages, wrapping round so a small --returns run stays in range.
      query: (i: number) =>
        query({ status: 'APPROVED', cursor: String(count - ((1000 + i * 300) % count)) }),
    },
    { name: 'search: return code', query: (i: number) => query({ q: at(i).code }) },
    { name: 'search: order code', query: (i: number) => query({ q: at(i).orderCode }) },
    { name: 'search: email', query: (i: number) => query({ q: at(i).email }) },
    {
      name: 'search: email + queue',
      query: (i: number) => query({ q: at(i).email, status: 'CLOSED' }),
    },
  ];
}

await benchList({
  part: 'returns',
  dbs,
  count,
  more: (db) => db.exec(SEED_RETURNS),
  scenarios,
  list: listReturns,
  target: RETURNS_P95_TARGET,
});
