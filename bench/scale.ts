// Scale: how listing and search latency grows with the catalog, measured below the cache (a cached
// answer would hide the catalog's size): the server's own listing service on the database, 200
// sequential calls each. The largest catalog's queries are explained, and must use indexes.
import { FilterOptionsQuery, ProductQuery } from '@atelier/contract';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openDb, type Db } from '../apps/server/src/platform/db.ts';
import { listingFilterOptions } from '../apps/server/src/modules/merchandising/filter-options.ts';
import { listProducts } from '../apps/server/src/modules/products/listing.ts';
import { prepareTarget, type Target } from './server.ts';
import { summary } from './measure.ts';

const CALLS = 200;
/**
 * Calls of every scenario before any is timed: the first catalog a process opens on PGlite also
 * warms the WebAssembly engine, which 20 calls of one scenario did not finish (1,000 products
 * listed slower than 10,000).
 */
const WARM_UP = 50;
export const GROWTH_TARGET = 2;
/** Tables that grow with the catalog: reading one whole is what must not happen. */
const BIG_TABLES = [
  'products',
  'product_texts',
  'product_options',
  'variants',
  'product_images',
  'reviews',
];
/** A scan that stops early (under a LIMIT) may read this share of a table. */
const SCAN_SHARE = 0.1;
const TERMS = ['linen dress', 'wool coat', 'silk scarf', 'denim jacket'];

export interface ScaleRow {
  db: Target['name'];
  products: number;
  scenario: string;
  p50: number;
  p95: number;
}

export interface Plan {
  db: Target['name'];
  products: number;
  scenario: string;
  sql: string;
  plan: string;
  seqScans: string[];
}

export interface ScaleResult {
  sizes: number[];
  rows: ScaleRow[];
  growth: { db: Target['name']; scenario: string; ratio: number; target: number }[];
  plans: Plan[];
}

type Scenario = { name: string; filter: (i: number) => ProductQuery };

async function scenarios(db: Db): Promise<Scenario[]> {
  const craft = FilterOptionsQuery.parse({ category: 'Craft' });
  const options = await listingFilterOptions(db, craft, new Date());
  const picked = ['color', 'size'].map((type) => options.find((o) => o.type === type)?.id);
  const query = (input: Record<string, unknown>) => ProductQuery.parse({ lang: 'en', ...input });
  return [
    {
      name: 'listing',
      filter: (i) => query({ category: 'Craft', offset: (i % 20) * 10, pagesize: 10 }),
    },
    {
      name: 'filtered listing',
      filter: (i) =>
        query({
          category: 'Craft',
          minPrice: 20,
          maxPrice: 200 + (i % 5) * 50,
          productId: picked.filter((id) => id !== undefined),
          pagesize: 10,
        }),
    },
    { name: 'search', filter: (i) => query({ q: TERMS[i % TERMS.length], pagesize: 10 }) },
  ];
}

async function warmUp(db: Db, all: Scenario[]) {
  for (const scenario of all)
    for (let i = 0; i < WARM_UP; i++) await listProducts(db, scenario.filter(i));
}

async function time(db: Db, scenario: Scenario) {
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    await listProducts(db, scenario.filter(i));
    times.push(performance.now() - start);
  }
  return summary(times);
}

/**
 * The sequential scans of a large table that read more than SCAN_SHARE of its rows: the rows a
 * scan node returned plus those its filter removed, over every loop.
 */
function wideScans(plan: string, sizes: Map<string, number>) {
  const nodes = plan.split(/\n(?=\s*->)/);
  return nodes.flatMap((node) => {
    const table = /Seq Scan on (\w+)/.exec(node)?.[1];
    if (!table || !BIG_TABLES.includes(table)) return [];
    const [, rows = '0', loops = '1'] =
      /actual time=\S+ rows=([\d.]+) loops=(\d+)/.exec(node) ?? [];
    const removed = Number(/Rows Removed by Filter: (\d+)/.exec(node)?.[1] ?? 0);
    const read = Number(rows) * Number(loops) + removed * Number(loops);
    const size = sizes.get(table) ?? 0;
    return read > size * SCAN_SHARE ? [`Seq Scan on ${table} read ${read} of ${size} rows`] : [];
  });
}

/** Row counts of the large tables, as the planner keeps them. */
async function tableSizes(db: Db) {
  const rows = await db.query<{ name: string; size: number }>(
    'select relname as name, reltuples::float8 as size from pg_class where relname = any($1)',
    [BIG_TABLES],
  );
  return new Map(rows.map((row) => [row.name, row.size]));
}

/** Every statement one listing call runs, explained with its real parameters. */
async function explain(db: Db, scenario: Scenario) {
  const sizes = await tableSizes(db);
  const statements: { sql: string; params: unknown[] }[] = [];
  const recorder: Db = {
    ...db,
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  await listProducts(recorder, scenario.filter(0));
  const plans = [];
  for (const { sql, params } of statements) {
    const rows = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, format text) ${sql}`,
      params,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    plans.push({ sql: sql.replace(/\s+/g, ' ').trim(), plan, seqScans: wideScans(plan, sizes) });
  }
  return plans;
}

export async function runScale(options: {
  sizes: number[];
  dbs: Target['name'][];
}): Promise<ScaleResult> {
  const sizes = [...options.sizes].sort((a, b) => a - b);
  const rows: ScaleRow[] = [];
  const plans: Plan[] = [];
  for (const name of options.dbs) {
    for (const products of sizes) {
      const { env } = await prepareTarget(name, products);
      const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
      try {
        await migrate(db);
        const catalogScenarios = await scenarios(db);
        await warmUp(db, catalogScenarios);
        for (const scenario of catalogScenarios) {
          const row = {
            db: name,
            products,
            scenario: scenario.name,
            ...(await time(db, scenario)),
          };
          rows.push(row);
          console.log(JSON.stringify(row));
          if (products !== sizes.at(-1)) continue;
          for (const plan of await explain(db, scenario)) {
            plans.push({ db: name, products, scenario: scenario.name, ...plan });
            console.log(`-- ${name} ${products} ${scenario.name}\n${plan.sql}\n${plan.plan}\n`);
          }
        }
      } finally {
        await db.close();
      }
    }
  }
  const growth = options.dbs.flatMap((db) =>
    [...new Set(rows.map((r) => r.scenario))].map((scenario) => {
      const at = (n: number) =>
        rows.find((r) => r.db === db && r.scenario === scenario && r.products === n)!;
      const ratio = at(sizes.at(-1)!).p50 / at(sizes[0]!).p50;
      return { db, scenario, ratio: Math.round(ratio * 100) / 100, target: GROWTH_TARGET };
    }),
  );
  return { sizes, rows, growth, plans };
}
