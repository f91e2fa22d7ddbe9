// The back office's orders list at a million orders (issue 21): `node --import tsx bench/orders.ts
// --orders 1000000 --db both`. Each database gets a small catalog and the orders of
// `npm run seed:orders` once (kept in bench/.data between runs); then the list service itself is
// called, below HTTP and with no cache in between, 200 times per scenario after a warm-up, and each
// scenario's statement is explained. Target: p95 ≤ 50 ms for the status filter and the searches.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AdminOrdersQuery } from '@atelier/contract';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openDb, type Db, type Queryable } from '../apps/server/src/platform/db.ts';
import { listOrders } from '../apps/server/src/admin/orders/list.ts';
import { benchDatabase, root, run, type Target } from './server.ts';

const CALLS = 200;
const WARM_UP = 30;
export const ORDERS_P95_TARGET = 50;

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'both' },
  },
});
const count = Number(values.orders);
const dbs: Target['name'][] =
  values.db === 'both' ? ['pglite', 'postgres'] : [values.db as Target['name']];

/** A database holding `count` seeded orders, made once. */
async function prepare(name: Target['name']) {
  const { dataDir, env } = await benchDatabase(
    name,
    `orders-${name}-${count}`,
    `atelier_bench_orders_${count}`,
  );
  const marker = path.join(dataDir, `.orders-${count}`);
  if (!fs.existsSync(marker)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const seed = (script: string, ...args: string[]) =>
      run(['--import', 'tsx', `apps/server/src/db/seed/${script}`, ...args], env, root);
    await seed('cli.ts', '--products', '200');
    await seed('orders-cli.ts', '--orders', String(count));
    fs.writeFileSync(marker, new Date().toISOString());
  }
  return env;
}

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

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100;

async function explain(db: Db, input: ReturnType<typeof AdminOrdersQuery.parse>) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const recorder: Queryable = {
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  await listOrders(recorder, input);
  const { sql, params } = statements[0]!;
  const rows = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze) ${sql}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const results = [];
for (const name of dbs) {
  const env = await prepare(name);
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(db);
    for (const scenario of await scenarios(db)) {
      for (let i = 0; i < WARM_UP; i++) await listOrders(db, scenario.query(i));
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const start = performance.now();
        await listOrders(db, scenario.query(i));
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const row = {
        db: name,
        orders: count,
        scenario: scenario.name,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        target: ORDERS_P95_TARGET,
      };
      results.push({ ...row, plan: await explain(db, scenario.query(0)) });
      console.log(JSON.stringify(row));
    }
  } finally {
    await db.close();
  }
}
for (const r of results) console.log(`-- ${r.db} ${r.scenario}\n${r.plan}\n`);
const file = path.join(
  root,
  'bench/results',
  `orders-${new Date().toISOString().slice(0, 10)}.json`,
);
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`written ${path.relative(root, file)}`);
