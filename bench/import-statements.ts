// Where a real import's time goes, statement by statement (issue 27 item 4): `node --import tsx
// bench/import-statements.ts [--db pglite|postgres] [--body '<p>A shirt</p>']`. Imports item 4's
// file (or the same 360 products with `--body` as every description) in this process on an
// empty shop, as the back office's service does, and prints the run's CPU time and the statements
// that took longest in all (their triggers and index upkeep included), with their counts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runImport } from '../apps/server/src/admin/imports/service.ts';
import { COMMAND_LINE } from '../apps/server/src/admin/staff/service.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedCatalog } from '../apps/server/src/db/seed/index.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb, type Db, type Queryable } from '../apps/server/src/platform/db.ts';
import { freshDatabase } from '../apps/server/src/test/fresh-database.ts';
import { hostileFile } from './catalog-csv.ts';

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'pglite' }, body: { type: 'string' } },
});

const spent = new Map<string, { calls: number; ms: number }>();
async function timed<T>(sql: string, work: () => Promise<T>) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const key = sql.replace(/\s+/g, ' ').slice(0, 100);
    const entry = spent.get(key) ?? { calls: 0, ms: 0 };
    entry.calls++;
    entry.ms += performance.now() - started;
    spent.set(key, entry);
  }
}
const timing = (q: Queryable): Queryable => ({
  query: (sql, params) => timed(sql, () => q.query(sql, params)),
  exec: (sql) => timed(sql, () => q.exec(sql)),
});

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-import-statements-'));
  const database =
    values.db === 'postgres'
      ? await freshDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'atelier_bench_stmts')
      : undefined;
  const file = path.join(dir, 'html.csv');
  hostileFile(file, values.body);
  const dataDir = path.join(dir, 'data');
  const db = await openDb({ databaseUrl: database?.url, dataDir: database ? undefined : dataDir });
  try {
    await migrate(db);
    await seedCatalog(db, { products: 1 });
    const timedDb: Db = { ...db, ...timing(db), tx: (work) => db.tx((q) => work(timing(q))) };
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
    const cpu = process.cpuUsage();
    const report = await runImport(
      { config, db: timedDb, now: () => new Date() },
      COMMAND_LINE,
      file,
      {
        dryRun: false,
        name: 'html.csv',
        lang: 'en',
      },
    );
    const used = process.cpuUsage(cpu);
    console.log(
      `${values.db}: created ${report.created}, ${report.errors.length} errors, ` +
        `CPU of this process ${((used.user + used.system) / 1e6).toFixed(1)} s` +
        (database ? ' (the database server is another process)' : ''),
    );
    for (const [sql, { calls, ms }] of [...spent].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12))
      console.log(
        `${Math.round(ms).toString().padStart(6)} ms ${String(calls).padStart(4)}× ${sql}`,
      );
  } finally {
    await db.close();
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
