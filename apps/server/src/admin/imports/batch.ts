import type { AdminProduct } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { readProduct } from '../products/read.ts';
import type { FileProduct } from './document.ts';
import type { Lookups } from './lookups.ts';
import type { Issue } from './messages.ts';
import { PICTURE_CONCURRENCY, type Picture, type Pictures } from './pictures.ts';
import { planProduct, type Plan } from './plan.ts';

/** What a run remembers across batches: the line of each SKU, to find one given twice. */
export interface RunState {
  lookups: Lookups;
  pictures: Pictures;
  skuLines: Map<string, number>;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function existingProducts(q: Queryable, handles: string[]) {
  const rows = await q.query<{ id: number; handle: string }>(
    'select id, handle from products where handle = any($1::text[])',
    [handles],
  );
  const found = new Map<string, AdminProduct>();
  for (const row of rows) found.set(row.handle, (await readProduct(q, row.id))!);
  return found;
}

/**
 * Plans a batch of the file's products against the shop as `q` sees it: one read of their
 * products, the owners of their SKUs, and their pictures (read, at most PICTURE_CONCURRENCY at
 * once). Answers a plan for each product without an issue.
 */
export async function planBatch(
  q: Queryable,
  run: RunState,
  products: FileProduct[],
  issues: Issue[],
) {
  const skus = products.flatMap((p) => p.variants.map((v) => v.sku)).filter(Boolean);
  const owners = new Map(
    (
      await q.query<{ sku: string; handle: string }>(
        `select v.sku, p.handle from variants v join products p on p.id = v.product_id
          where v.sku = any($1::text[])`,
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
    const plan = planProduct(product, existing.get(product.handle), run.lookups, pictures, issues);
    if (plan && !product.faulty && issues.length === before) plans.push(plan);
  }
  return plans;
}
