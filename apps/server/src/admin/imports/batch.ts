import type { Queryable } from '../../platform/db.ts';
import { readProducts } from '../products/read.ts';
import type { CategoryPlanner } from './categories.ts';
import type { FileProduct } from './document.ts';
import type { Lookups } from './lookups.ts';
import type { Issue } from './messages.ts';
import { PICTURE_CONCURRENCY, type Picture, type Pictures } from './pictures.ts';
import { planProduct, type Plan } from './plan.ts';

/**
 * What a run remembers across batches: the line of each SKU, to find one given twice, the
 * categories it creates, and what it imports otherwise than the file says.
 */
export interface RunState {
  lookups: Lookups;
  pictures: Pictures;
  skuLines: Map<string, number>;
  categories: CategoryPlanner;
  notices: Issue[];
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The batch's products the shop has, by handle: one read for the batch. */
async function existingProducts(q: Queryable, handles: string[]) {
  const rows = await q.query<{ id: number }>(
    'select id from products where handle = any($1::text[])',
    [handles],
  );
  const found = await readProducts(
    q,
    rows.map((row) => row.id),
  );
  return new Map([...found.values()].map((product) => [product.handle, product]));
}

/**
 * Plans a batch of the file's products against the shop as `q` sees it: one read of their
 * products, the owners of their SKUs, and their pictures (read, at most PICTURE_CONCURRENCY at
 * once). Answers a plan for each product without an issue.
 */
export async function planBatch(q: Queryable, run: RunState, all: FileProduct[], issues: Issue[]) {
  for (const product of all) run.notices.push(...product.notices);
  const products = all.filter((product) => !product.giftCard);
  const skus = products.flatMap((p) => p.variants.map((v) => v.sku)).filter(Boolean);
  const owners = new Map(
    (
      await q.query<{ sku: string; handle: string }>(
        // The handle read per variant found: joined, the planner may walk the products and
        // look each one's SKUs up in the trigram index (14 s a batch at 1,000 products on PGlite).
        `select v.sku, (select p.handle from products p where p.id = v.product_id) as handle
           from variants v where v.sku = any($1::text[])`,
        [skus],
      )
    ).map((row) => [row.sku, row.handle]),
  );
  const existing = await existingProducts(
    q,
    products.map((p) => p.handle),
  );
  const sources = [
    ...new Set(
      products.flatMap((p) => [
        ...p.images.map((i) => i.src),
        ...p.variants.flatMap((v) => v.image ?? []),
      ]),
    ),
  ];
  const pictures = new Map<string, Picture>();
  await eachLimited(sources, PICTURE_CONCURRENCY, async (src) => {
    pictures.set(src, await run.pictures.resolve(src));
  });

  const plans: Plan[] = [];
  for (const product of products) {
    const before = issues.length;
    for (const v of product.variants) {
      if (!v.sku) continue;
      const key = v.sku.toLowerCase();
      const first = run.skuLines.get(key);
      if (first !== undefined)
        issues.push({
          line: v.line,
          column: product.header('sku'),
          key: 'skuAgain',
          params: { first },
        });
      else run.skuLines.set(key, v.line);
      const owner = owners.get(v.sku);
      if (owner && owner !== product.handle) {
        issues.push({
          line: v.line,
          column: product.header('sku'),
          key: 'skuTaken',
          params: { handle: owner },
        });
      }
    }
    const had = existing.get(product.handle);
    const categoryId = await run.categories.resolve(product, had, issues);
    const plan = planProduct(product, had, categoryId, run.lookups, pictures, issues);
    if (plan && !product.faulty && issues.length === before) plans.push(plan);
  }
  return plans;
}
