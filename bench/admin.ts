// The back office's product list and save at scale (issue 19): `node --import tsx bench/admin.ts
// --products 100000 --db both`. On the catalogs the scale part keeps (prepareTarget), a staff
// session is opened directly in the database, then the real server's routes are called in process
// (app.inject: the session check, validation, the service and the SQL, no network): the product
// list plain, searched by name and by SKU, filtered by status and low stock, its next pages by
// cursor, 200 calls each after a warm-up; then PUT of a product, each save with the version the
// last one answered. Targets: list p95 ≤ 50 ms, save p95 ≤ 100 ms. Each list statement is
// explained; the database round trip (select 1) of the same run says how loaded the machine was.
import { parseArgs } from 'node:util';
import type { AdminProduct } from '@atelier/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb } from '../apps/server/src/platform/db.ts';
import { listProducts } from '../apps/server/src/admin/products/read.ts';
import { AdminProductQuery } from '@atelier/contract';
import { CALLS, WARM_UP, explainFirst, measure, summary, writeResults } from './measure.ts';
import { databases, prepareTarget, staffCookie } from './server.ts';

const SAVES = 50;
export const LIST_P95_TARGET = 50;
export const SAVE_P95_TARGET = 100;
const NAMES = ['linen', 'wool coat', 'silk', 'denim jacket', 'cashmere', 'sneaker'];

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'both' },
  },
});
const products = Number(values.products);
const dbs = databases(values.db);

/** The list's query strings; `i` varies the search and the page. */
function scenarios(maxId: number) {
  const sku = (i: number) => `ATL-${String(1 + ((i * 7919) % maxId)).padStart(6, '0')}`;
  const cursor = (i: number) => String(maxId - ((i * 4999) % maxId));
  return [
    { name: 'first page', query: () => 'limit=50' },
    {
      name: 'search: name',
      query: (i: number) => `q=${encodeURIComponent(NAMES[i % NAMES.length]!)}&limit=50`,
    },
    { name: 'search: SKU', query: (i: number) => `q=${sku(i)}&limit=50` },
    { name: 'status: draft', query: () => 'status=draft&limit=50' },
    {
      name: 'status: published, next page',
      query: (i: number) => `status=published&cursor=${cursor(i)}&limit=50`,
    },
    { name: 'low stock', query: () => 'lowStock=true&limit=50' },
    {
      name: 'low stock, next page',
      query: (i: number) => `lowStock=true&cursor=${cursor(i)}&limit=50`,
    },
    {
      name: 'search: name, next page',
      query: (i: number) => `q=dress&cursor=${cursor(i)}&limit=50`,
    },
  ];
}

const results = [];
for (const name of dbs) {
  const target = await prepareTarget(name, products);
  const db = await openDb({ databaseUrl: target.env.DATABASE_URL, dataDir: target.env.DATA_DIR });
  const config = loadConfig({ DATA_DIR: target.env.DATA_DIR!, LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config: { ...config, databaseUrl: target.env.DATABASE_URL },
    db,
    logger: false,
  });
  try {
    await migrate(db);
    await app.ready();
    const cookie = await staffCookie(db);
    const get = async (search: string) => {
      const res = await app.inject({ url: `/api/admin/products?${search}`, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${search}: ${res.statusCode} ${res.body}`);
    };
    // The floor no answer can beat on this machine now: one round trip to the database.
    const trips: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const start = performance.now();
      await db.query('select 1');
      trips.push(performance.now() - start);
    }
    const trip = { db: name, products, scenario: 'database round trip', ...summary(trips) };
    results.push(trip);
    console.log(JSON.stringify(trip));
    const [{ maxId }] = (await db.query('select max(id)::int as "maxId" from products')) as [
      { maxId: number },
    ];
    for (const scenario of scenarios(maxId)) {
      const row = {
        db: name,
        products,
        scenario: scenario.name,
        ...(await measure((i) => get(scenario.query(i)))),
        target: LIST_P95_TARGET,
      };
      const input = AdminProductQuery.parse(
        Object.fromEntries(new URLSearchParams(scenario.query(0))),
      );
      results.push({ ...row, plan: await explainFirst(db, (rec) => listProducts(rec, input)) });
      console.log(JSON.stringify(row));
    }
    // Saves: one product edited again and again, each time with the version the last save gave.
    const id = Math.floor(maxId / 2);
    const read = await app.inject({ url: `/api/admin/products/${id}`, headers: { cookie } });
    let product = read.json() as AdminProduct;
    const times: number[] = [];
    for (let i = 0; i < WARM_UP / 3 + SAVES; i++) {
      const { id: _id, updatedAt: _at, ...body } = product;
      body.texts.en.name = `${body.texts.en.name.replace(/ \d+$/, '')} ${i}`;
      const start = performance.now();
      const res = await app.inject({
        method: 'PUT',
        url: `/api/admin/products/${id}`,
        headers: { cookie },
        payload: body,
      });
      if (i >= WARM_UP / 3) times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body}`);
      product = res.json() as AdminProduct;
    }
    const row = {
      db: name,
      products,
      scenario: 'save (PUT)',
      ...summary(times),
      target: SAVE_P95_TARGET,
    };
    results.push(row);
    console.log(JSON.stringify(row));
  } finally {
    await app.close();
    await db.close();
  }
}
writeResults('admin', results);
