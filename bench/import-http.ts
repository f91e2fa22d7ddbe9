// The catalog import through HTTP (issue 27 items 4 and 5): `node --import tsx bench/import-http.ts
// [--db pglite|postgres]`. Starts the real server on an empty shop and, for each file, uploads it
// to POST /api/admin/imports as the back office does while a shopper asks /api/health again and
// again, and reports the server's CPU time for the import, its peak RSS (reset before each file)
// and the shopper's worst wait. Files: item 4's (descriptions of `<a>` and 9,990 `<`, 3.6 MB, a
// dry run and a real run), a 100 MB catalog, item 5's 208 MB file with a quote never closed, and
// three 15 MB catalogs at once (dry runs). `--item4-only` runs item 4's file alone (dry, then real).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedCatalog } from '../apps/server/src/db/seed/index.ts';
import { openDb } from '../apps/server/src/platform/db.ts';
import { freshDatabase } from '../apps/server/src/test/fresh-database.ts';
import { HEADER, hostileFile, writeCsv } from './catalog-csv.ts';
import { SERVER_ARGS, staffCookie, startProcess, stopProcess } from './server.ts';

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'pglite' }, 'item4-only': { type: 'boolean' } },
});
const PORT = 3917;
const BASE = `http://localhost:${PORT}`;

/** Item 5's file: a good row, then a quote never closed and `mb` MB after it. */
function unclosedFile(file: string, mb: number) {
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, `${HEADER}fine,Fine,,Tessera,Men > Shirts,Color,Red,FINE-1,10.00\nopen,"`);
  const line = `${'never closed, '.repeat(70)}\n`;
  const block = line.repeat(Math.ceil(1e6 / line.length));
  for (let written = 0; written < mb * 1e6; written += block.length) fs.writeSync(fd, block);
  fs.closeSync(fd);
}

/** The server's CPU seconds so far (user + system, /proc's clock ticks of 10 ms). */
function cpuSeconds(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
/** The server's resident memory now (VmRSS) or at its peak since the last reset (VmHWM), in MB. */
const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Math.round(
    Number(
      new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1],
    ) / 1024,
  );

async function upload(cookie: string, file: string, dryRun: boolean) {
  const form = new FormData();
  form.set('dryRun', String(dryRun));
  form.set('file', await fs.openAsBlob(file), path.basename(file));
  const response = await fetch(`${BASE}/api/admin/imports`, {
    method: 'POST',
    body: form,
    headers: { cookie, origin: BASE },
  });
  const report = (await response.json()) as { created?: number; errors?: { message: string }[] };
  return `${response.status} created ${report.created}, ${report.errors?.length ?? 0} errors${
    report.errors?.length ? ` (first: ${report.errors[0]!.message.slice(0, 90)})` : ''
  }`;
}

/** Runs `work` while a shopper asks /api/health back to back: the worst wait and the server's cost. */
async function measure(pid: number, label: string, work: () => Promise<string[]>) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = memoryMb(pid, 'VmRSS');
  const cpu = cpuSeconds(pid);
  const started = performance.now();
  let running = true;
  let worst = 0;
  let asked = 0;
  const shopper = (async () => {
    while (running) {
      const at = performance.now();
      await fetch(`${BASE}/api/health`).then((r) => r.arrayBuffer());
      worst = Math.max(worst, performance.now() - at);
      asked++;
    }
  })();
  const outcomes = await work();
  running = false;
  await shopper;
  console.log(
    `${values.db} ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
      `server CPU ${(cpuSeconds(pid) - cpu).toFixed(1)} s, RSS ${before} MB, peak ${memoryMb(pid, 'VmHWM')} MB, ` +
      `health worst ${Math.round(worst)} ms over ${asked} asks\n  ${outcomes.join('\n  ')}`,
  );
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-import-http-'));
  const database =
    values.db === 'postgres'
      ? await freshDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'atelier_bench_http')
      : undefined;
  const env: Record<string, string> = {
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'warn',
    PORT: String(PORT),
  };
  if (database) env.DATABASE_URL = database.url;
  const files = {
    html: path.join(dir, 'html.csv'),
    big: path.join(dir, 'catalog-100mb.csv'),
    unclosed: path.join(dir, 'unclosed-208mb.csv'),
    mid: path.join(dir, 'catalog-15mb.csv'),
  };
  hostileFile(files.html);
  const item4Only = values['item4-only'];
  if (!item4Only) {
    await writeCsv(files.big, Math.round(100e6 / 4400), 2000);
    unclosedFile(files.unclosed, 208);
    await writeCsv(files.mid, Math.round(15e6 / 4400), 2000);
  }
  const db = await openDb({
    databaseUrl: database?.url,
    dataDir: database ? undefined : env.DATA_DIR,
  });
  await migrate(db);
  await seedCatalog(db, { products: 1 });
  const cookie = await staffCookie(db);
  await db.close();
  const server = await startProcess(SERVER_ARGS, env, `${BASE}/api/health`);
  const pid = server.pid!;
  try {
    console.log(`${values.db} server at rest: RSS ${memoryMb(pid, 'VmRSS')} MB`);
    for (const [label, file, dryRun] of [
      ['item 4 file (3.6 MB), dry run', files.html, true],
      ...(item4Only
        ? []
        : ([
            ['100 MB catalog, dry run', files.big, true],
            ['208 MB file with an unclosed quote, dry run', files.unclosed, true],
          ] as const)),
    ] as const) {
      await measure(pid, label, async () => [await upload(cookie, file, dryRun)]);
    }
    if (!item4Only)
      await measure(pid, 'three 15 MB catalogs at once, dry runs', () =>
        Promise.all([0, 1, 2].map(() => upload(cookie, files.mid, true))),
      );
    // Last: a real run grows PGlite's memory for good, which the dry runs' figures would carry.
    await measure(pid, 'item 4 file (3.6 MB), real run', async () => [
      await upload(cookie, files.html, false),
    ]);
  } finally {
    await stopProcess(server);
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
