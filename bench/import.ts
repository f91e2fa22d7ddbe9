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
import { stringify } from 'csv-stringify';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb } from '../apps/server/src/platform/db.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedCatalog } from '../apps/server/src/db/seed/index.ts';
import { freshDatabase } from '../apps/server/src/test/fresh-database.ts';
import { COMMAND_LINE } from '../apps/server/src/admin/staff/service.ts';
import { runImport } from '../apps/server/src/admin/imports/service.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    products: { type: 'string', default: '10000' },
    mb: { type: 'string', default: '0' },
  },
});
const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const COLORS = [
  ['Black', 'Noir'],
  ['Navy', 'Bleu marine'],
];
const SIZES = ['S', 'M', 'L'];
const TYPES = ['Women > Dresses', 'Men > Shirts', 'Women > Knitwear', 'Accessories > Scarves'];

async function writeCsv(file: string, products: number, descriptionBytes: number) {
  const out = stringify();
  const done = new Promise<void>((resolve, reject) =>
    out
      .pipe(fs.createWriteStream(file))
      .on('finish', () => resolve())
      .on('error', reject),
  );
  const write = (row: string[]) =>
    out.write(row) ? undefined : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  const words = 'Washed linen, cut loose; "soft" and light. Fait main à Lyon, été comme hiver. ';
  const long = words.repeat(Math.ceil(descriptionBytes / words.length)).slice(0, descriptionBytes);
  await write([
    'Handle',
    'Title',
    'Title:fr',
    'Body (HTML)',
    'Body (HTML):fr',
    'Vendor',
    'Type',
    'Status',
    'Option1 Name',
    'Option1 Value',
    'Option1 Value:fr',
    'Option2 Name',
    'Option2 Value',
    'Variant SKU',
    'Variant Price',
    'Variant Compare At Price',
    'Variant Inventory Qty',
  ]);
  for (let p = 0; p < products; p++) {
    let first = true;
    for (const [color, colorFr] of COLORS) {
      for (const size of SIZES) {
        const head = first
          ? [
              `Bench Product ${p}`,
              `Produit ${p}`,
              `${long}${p}`,
              `${long}${p}`,
              'Tessera',
              TYPES[p % 4]!,
              'active',
              'Color',
            ]
          : ['', '', '', '', '', '', '', ''];
        await write([
          `bench-${p}`,
          ...head.slice(0, 7),
          first ? 'Color' : '',
          color!,
          colorFr!,
          first ? 'Size' : '',
          size,
          `B-${p}-${color}-${size}`,
          `${20 + (p % 50)}.90`,
          p % 3 ? '' : '99.00',
          String(p % 7),
        ]);
        first = false;
      }
    }
  }
  out.end();
  await done;
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
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const db = await openDb({ databaseUrl: database?.url, dataDir: database ? undefined : dir });
  try {
    await migrate(db);
    await seedCatalog(db, { products: 1 });
    const deps = { config, db, now: () => new Date() };
    const rss = () => Math.round(process.memoryUsage().rss / 1e6);
    console.log(
      `${values.db}: RSS before importing ${rss()} MB (the database engine too, on PGlite)`,
    );
    // Where the peak is: the JavaScript heap (what the import holds), or memory outside it
    // (PGlite's WebAssembly memory, buffers), sampled through the run.
    const peak = { rss: 0, heap: 0, heapTotal: 0, external: 0 };
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      if (m.rss > peak.rss)
        Object.assign(peak, {
          rss: m.rss,
          heap: m.heapUsed,
          heapTotal: m.heapTotal,
          external: m.external,
        });
    }, 50).unref();
    const megabytes = (bytes: number) => Math.round(bytes / 1e6);
    const run = async (label: string, dryRun: boolean) => {
      const start = performance.now();
      const report = await runImport(deps, COMMAND_LINE, file, {
        dryRun,
        name: 'bench.csv',
        lang: 'en',
      });
      const seconds = (performance.now() - start) / 1000;
      const { created, updated, unchanged, variants, errors } = report;
      console.log(
        `${values.db} ${label}: ${seconds.toFixed(1)} s, ${count} products (${(count * 6).toLocaleString('en')} rows, ` +
          `${(size / 1e6).toFixed(1)} MB): created ${created}, updated ${updated}, unchanged ${unchanged}, ` +
          `variants ${JSON.stringify(variants)}, errors ${errors.length}, peak RSS so far ` +
          `${Math.round(process.resourceUsage().maxRSS / 1024)} MB (sampled peak ${megabytes(peak.rss)} MB: ` +
          `JavaScript heap ${megabytes(peak.heap)} MB used of ${megabytes(peak.heapTotal)}, ` +
          `external ${megabytes(peak.external)} MB)`,
      );
      if (errors.length) console.log(errors.slice(0, 5));
    };
    if (mb) await run('dry run', true);
    else {
      await run('import', false);
      await run('same file again', false);
    }
    clearInterval(sampler);
  } finally {
    await db.close();
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
