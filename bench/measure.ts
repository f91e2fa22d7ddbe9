// What the list benches (orders, returns, admin) share: their seeded database, timing a call, its
// percentiles, the plan of the statement it runs, and the day's results file.
import fs from 'node:fs';
import path from 'node:path';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openDb, type Db, type Queryable } from '../apps/server/src/platform/db.ts';
import { benchDatabase, root, run, type Target } from './server.ts';

export const CALLS = 200;
export const WARM_UP = 30;

export const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100;

export const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

/** `call(i)` CALLS times after WARM_UP untimed calls. */
export async function measure(call: (i: number) => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    await call(i);
    times.push(performance.now() - start);
  }
  return summary(times);
}

/** The plan of the first statement `call` sends, run for real (explain analyze) with its parameters. */
export async function explainFirst(db: Db, call: (db: Queryable) => Promise<unknown>) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const recorder: Queryable = {
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  await call(recorder);
  const { sql, params } = statements[0]!;
  const rows = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze) ${sql}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** Prints the plans and keeps every row in bench/results/<part>-<date>.json. */
export function writeResults(
  part: string,
  results: { db: string; scenario: string; plan?: string }[],
) {
  for (const r of results) if (r.plan) console.log(`-- ${r.db} ${r.scenario}\n${r.plan}\n`);
  const file = path.join(
    root,
    'bench/results',
    `${part}-${new Date().toISOString().slice(0, 10)}.json`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`written ${path.relative(root, file)}`);
}

/**
 * A database of `part` holding a small catalog and `count` orders of `npm run seed:orders`, then
 * whatever `more` adds; made once, kept in bench/.data between runs.
 */
export async function seededOrders(
  name: Target['name'],
  part: string,
  count: number,
  more?: (db: Db) => Promise<void>,
) {
  const { dataDir, env } = await benchDatabase(
    name,
    `${part}-${name}-${count}`,
    `atelier_bench_${part}_${count}`,
  );
  const marker = path.join(dataDir, `.${part}-${count}`);
  if (!fs.existsSync(marker)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const seed = (script: string, ...args: string[]) =>
      run(['--import', 'tsx', `apps/server/src/db/seed/${script}`, ...args], env, root);
    await seed('cli.ts', '--products', '200');
    await seed('orders-cli.ts', '--orders', String(count));
    if (more) {
      const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
      try {
        await migrate(db);
        await more(db);
      } finally {
        await db.close();
      }
    }
    fs.writeFileSync(marker, new Date().toISOString());
  }
  return env;
}

/**
 * A list service on the database of `part` (seededOrders): for each database, each scenario's
 * call timed and its statement explained; each row printed as it comes, then all written.
 */
export async function benchList<Q>(bench: {
  part: string;
  dbs: Target['name'][];
  count: number;
  more?: (db: Db) => Promise<void>;
  scenarios: (db: Queryable) => Promise<{ name: string; query: (i: number) => Q }[]>;
  list: (db: Queryable, query: Q) => Promise<unknown>;
  target: number;
}) {
  const results = [];
  for (const name of bench.dbs) {
    const env = await seededOrders(name, bench.part, bench.count, bench.more);
    const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      await migrate(db);
      for (const scenario of await bench.scenarios(db)) {
        const row = {
          db: name,
          [bench.part]: bench.count,
          scenario: scenario.name,
          ...(await measure((i) => bench.list(db, scenario.query(i)))),
          target: bench.target,
        };
        const plan = await explainFirst(db, (rec) => bench.list(rec, scenario.query(0)));
        results.push({ ...row, plan });
        console.log(JSON.stringify(row));
      }
    } finally {
      await db.close();
    }
  }
  writeResults(bench.part, results);
}
