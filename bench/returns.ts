// The returns desk's queue at 100,000 returns (issue 30): `node --import tsx bench/returns.ts
// --returns 100000 --db both`. Each database gets a small catalog, as many orders from
// `npm run seed:orders`, and one return of one line per order with statuses spread over the
// queues (made once, kept in bench/.data between runs); then the list service itself is called,
// below HTTP and with no cache in between, 200 times per scenario after a warm-up, and each
// scenario's statement is explained. Target: p95 ≤ 50 ms.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AdminReturnsQuery, RETURN_STATUSES } from '@atelier/contract';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openDb, type Db, type Queryable } from '../apps/server/src/platform/db.ts';
import { listReturns } from '../apps/server/src/admin/returns/list.ts';
import { benchDatabase, root, run, type Target } from './server.ts';

const CALLS = 200;
const WARM_UP = 30;
export const RETURNS_P95_TARGET = 50;

const { values } = parseArgs({
  options: {
    returns: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'both' },
  },
});
const count = Number(values.returns);
const dbs: Target['name'][] =
  values.db === 'both' ? ['pglite', 'postgres'] : [values.db as Target['name']];

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

/** A database holding `count` returns, made once. */
async function prepare(name: Target['name']) {
  const { dataDir, env } = await benchDatabase(
    name,
    `returns-${name}-${count}`,
    `atelier_bench_returns_${count}`,
  );
  const marker = path.join(dataDir, `.returns-${count}`);
  if (!fs.existsSync(marker)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const seed = (script: string, ...args: string[]) =>
      run(['--import', 'tsx', `apps/server/src/db/seed/${script}`, ...args], env, root);
    await seed('cli.ts', '--products', '200');
    await seed('orders-cli.ts', '--orders', String(count));
    const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      await migrate(db);
      await db.exec(SEED_RETURNS);
    } finally {
      await db.close();
    }
    fs.writeFileSync(marker, new Date().toISOString());
  }
  return env;
}

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
      query: (i: number) => query({ status: 'APPROVED', cursor: String(count - 1000 - i * 300) }),
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

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100;

async function explain(db: Db, input: AdminReturnsQuery) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const recorder: Queryable = {
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  await listReturns(recorder, input);
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
      for (let i = 0; i < WARM_UP; i++) await listReturns(db, scenario.query(i));
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const start = performance.now();
        await listReturns(db, scenario.query(i));
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const row = {
        db: name,
        returns: count,
        scenario: scenario.name,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        target: RETURNS_P95_TARGET,
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
  `returns-${new Date().toISOString().slice(0, 10)}.json`,
);
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`written ${path.relative(root, file)}`);
