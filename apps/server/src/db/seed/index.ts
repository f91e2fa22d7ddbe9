import type { Db, Queryable } from '../../platform/db.ts';
import { generateProduct } from './product.ts';
import { buildTaxonomy } from './taxonomy.ts';
import {
  clearCatalog,
  insertCategoryTaxRates,
  insertMerchandising,
  insertProducts,
  insertTaxonomy,
  resetIdentities,
} from './write.ts';

export interface SeedOptions {
  products: number;
  /** Another seed gives another, equally deterministic, catalog. */
  seed?: number;
}

export interface SeedResult {
  products: number;
  variants: number;
}

export const DEFAULT_PRODUCTS = 320;
export const DEFAULT_SEED = 1;
// Products generated and inserted per batch: large enough for few statements, small enough
// to keep memory flat when seeding 100,000 products.
const BATCH = 2000;

async function replaceCatalog(
  q: Queryable,
  kind: Db['kind'],
  { products, seed = DEFAULT_SEED }: SeedOptions,
): Promise<SeedResult> {
  if (!Number.isInteger(products) || products < 1) {
    throw new Error('products must be a positive integer');
  }
  const taxonomy = buildTaxonomy();
  // In PGlite each foreign-key check is a trigger run in WebAssembly, slower than the insert
  // itself. The rows come from one consistent generator, so, like pg_restore, this transaction
  // skips the checks there (PGlite always runs as a superuser).
  if (kind === 'pglite') await q.query('set local session_replication_role = replica');
  await clearCatalog(q);
  await insertTaxonomy(q, taxonomy);
  await insertCategoryTaxRates(q);
  let variants = 0;
  for (let first = 1; first <= products; first += BATCH) {
    const batch = [];
    for (let id = first; id < Math.min(first + BATCH, products + 1); id++) {
      batch.push(generateProduct(id, seed, taxonomy));
    }
    variants += batch.reduce((sum, p) => sum + p.variants.length, 0);
    await insertProducts(q, batch);
  }
  await insertMerchandising(q, taxonomy);
  await resetIdentities(q);
  // Fresh tables have no statistics: without them the planner misjudges every catalog query
  // (and PostgreSQL's JIT compiles them for hundreds of milliseconds) until autovacuum gets round.
  await q.query('analyze');
  return { products, variants };
}

/** Replaces the whole catalog with the generated demo catalog, in one transaction. */
export function seedCatalog(db: Db, options: SeedOptions): Promise<SeedResult> {
  return db.tx((q) => replaceCatalog(q, db.kind, options));
}

/** Seeds the default demo catalog on a database without products (first start). */
export function seedIfEmpty(db: Db): Promise<SeedResult | undefined> {
  return db.tx(async (q) => {
    // Two servers starting together on one database: the second waits, then finds products.
    await q.query('select pg_advisory_xact_lock(4243)');
    const [row] = await q.query<{ any: boolean }>('select exists (select 1 from products) as any');
    return row?.any ? undefined : replaceCatalog(q, db.kind, { products: DEFAULT_PRODUCTS });
  });
}
