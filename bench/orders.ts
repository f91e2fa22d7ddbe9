// The back office's orders list at a million orders (issue 21): `node --import tsx bench/orders.ts
// --orders 1000000 --db both`. Each database gets a small catalog and the orders of
// `npm run seed:orders` once (kept in bench/.data between runs); then the list service itself is
// called, below HTTP and with no cache in between, 200 times per scenario after a warm-up, and each
// scenario's statement is explained. Target: p95 ≤ 50 ms for the status filter and the searches.
import { parseArgs } from 'node:util';
import { AdminOrdersQuery } from '@atelier/contract';
import type { Queryable } from '../apps/server/src/platform/db.ts';
import { listOrders } from '../apps/server/src/admin/orders/list.ts';
import { benchList } from './measure.ts';
import { databases } from './server.ts';

export const ORDERS_P95_TARGET = 50;

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'both' },
  },
});
const count = Number(values.orders);
const dbs = databases(values.db);

async function scenarios(db: Queryable) {
  const samples = await db.query<{ code: string; email: string; name: string; phone: string }>(
    `select order_code as code, email, name, phone from orders
      where id % 9973 = 0 order by id limit 40`,
  );
  const at = (i: number) => samples[i % samples.length]!;
  const query = (input: Record<string, unknown>) => AdminOrdersQuery.parse(input);
  return [
    { name: 'status filter (SHIPPED)', query: () => query({ status: 'SHIPPED' }) },
    { name: 'queue to ship', query: () => query({ queue: 'to_ship' }) },
    {
      name: 'status filter, next page',
      query: (i: number) => query({ status: 'DELIVERED', cursor: String(900_000 - i * 1000) }),
    },
    { name: 'search: code', query: (i: number) => query({ q: at(i).code }) },
    { name: 'search: email', query: (i: number) => query({ q: at(i).email }) },
    { name: 'search: phone', query: (i: number) => query({ q: at(i).phone }) },
    { name: 'search: name', query: (i: number) => query({ q: at(i).name }) },
    {
      name: 'search: name + status',
      query: (i: number) => query({ q: at(i).name, status: 'DELIVERED' }),
    },
  ];
}

await benchList({
  part: 'orders',
  dbs,
  count,

  scenarios,
  list: listOrders,
  target: ORDERS_P95_TARGET,
});
