// Catalog import bench (issue 20): `node --import tsx bench/import.ts [--db pglite|postgres]
// [--products 10000] [--mb 0]`. Writes a Shopify CSV into /tmp (products × 6 variants: 2 colours ×
// 3 sizes, English and French), imports it for real on an empty shop and again (all unchanged),
// and reports seconds and peak RSS. --mb N instead makes the descriptions long enough for a file
// of about N MB and runs a dry run of it (every row parsed, planned against the shop in
// batches), for the memory ceiling.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import { openDb } from '../apps/server/src/platform/db.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedCatalog } from '../apps/server/src/db/seed/index.ts';
import { freshDatabase } from '../apps/server/src/test/fresh-database.ts';
import { writeCsv } from './catalog-csv.ts';
import { root } from './server.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    products: { type: 'string', default: '10000' },
    mb: { type: 'string', default: '0' },
  },
});
const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * The import as a merchant runs it, `npm run catalog -- import`, in a process of its own, so its
 * peak RSS is the command's alone (not this process's, which wrote the file and holds the
 * database it prepared): the child reports its own peak as it exits.
 */
function catalogCommand(args: string[], env: Record<string, string>) {
  const peakOnExit =
    'data:text/javascript,process.on("exit",()=>process.stderr.write(' +
    '"peak-rss-kb "+process.resourceUsage().maxRSS+"\\n"))';
  const cli = path.join(root, 'apps/server/src/admin/imports/cli.ts');
  return new Promise<{ seconds: number; peakMb: number; output: string }>((resolve, reject) => {
    const start = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', peakOnExit, cli, ...args],
      {
        cwd: root,
        env: { ...process.env, ...env },
      },
    );
    let output = '';
    let peakKb = 0;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      const peak = /peak-rss-kb (\d+)/.exec(text);
      if (peak) peakKb = Number(peak[1]);
      else output += text;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (performance.now() - start) / 1000;
      if (code === 0) resolve({ seconds, peakMb: Math.round(peakKb / 1024), output });
      else reject(new Error(`catalog ${args.join(' ')} exited ${code}:\n${output}`));
    });
  });
}

async function main() {
  const products = Number(values.products);
  const mb = Number(values.mb);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-import-bench-'));
  const file = path.join(dir, 'catalog.csv');
  // 6 rows a product; the first row's two descriptions fill the size asked.
  const count = mb ? Math.round((mb * 1e6) / 4400) : products;
  await writeCsv(file, count, mb ? 2000 : 200);
  const size = fs.statSync(file).size;
  const database =
    values.db === 'postgres' ? await freshDatabase(POSTGRES, 'atelier_bench') : undefined;
  const dataDir = path.join(dir, 'data');
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  if (database) env.DATABASE_URL = database.url;
  try {
    // A shop with its categories and options, closed again before the command opens it.
    const db = await openDb({
      databaseUrl: database?.url,
      dataDir: database ? undefined : dataDir,
    });
    await migrate(db);
    await seedCatalog(db, { products: 1 });
    await db.close();
    const run = async (label: string, args: string[]) => {
      const { seconds, peakMb, output } = await catalogCommand(['import', file, ...args], env);
      console.log(
        `${values.db} ${label}: ${seconds.toFixed(1)} s, ${count} products ` +
          `(${(count * 6).toLocaleString('en')} rows, ${(size / 1e6).toFixed(1)} MB), ` +
          `peak RSS ${peakMb} MB\n${output.trim()}`,
      );
    };
    if (mb) await run('dry run', ['--dry-run']);
    else {
      await run('import', []);
      await run('same file again', []);
    }
  } finally {
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
