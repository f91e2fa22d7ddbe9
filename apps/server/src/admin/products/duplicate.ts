import { AdminProductInput, type AdminProduct } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { auditable } from './prices.ts';
import { readProduct } from './read.ts';
import { saveProducts } from './save.ts';

/** The contract's longest handle and SKU. */
const HANDLE_MAX = 120;
const SKU_MAX = 64;

/**
 * `base` with the first of -copy, -copy-2, -copy-3 ... that none of `taken` holds (compared in
 * lower case, as SKUs and handles are unique), cut so the whole stays within `max`.
 */
export function copyName(base: string, taken: Set<string>, max: number, copy = '-copy') {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? copy : `${copy}-${n}`;
    const name = `${base.slice(0, max - suffix.length)}${suffix}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

async function takenLike(q: Queryable, sql: string, prefixes: string[]) {
  const rows = await q.query<{ name: string }>(sql, [prefixes.map((p) => `${p}%`)]);
  return new Set(rows.map((row) => row.name.toLowerCase()));
}

/**
 * A draft copy of the product: same texts, options, prices and photos (the same files, not
 * uploaded again), a handle and SKUs of its own ('-copy', then '-copy-2' ...) and no stock (stock
 * is counted goods, which a copy has none of yet). Audited as a duplicate of the original.
 */
export function duplicateProduct(deps: AdminDeps, actor: Actor, id: number) {
  return deps.db.tx(async (q): Promise<AdminProduct> => {
    const original = await readProduct(q, id);
    if (!original) throw notFound('Product');
    const input = AdminProductInput.parse(original);
    const handles = await takenLike(
      q,
      'select handle as name from products where handle like any($1::text[])',
      [original.handle.slice(0, HANDLE_MAX - 8)],
    );
    const skus = await takenLike(
      q,
      'select lower(sku) as name from variants where lower(sku) like any($1::text[])',
      input.variants.map((v) => v.sku.slice(0, SKU_MAX - 8).toLowerCase()),
    );
    const copy: AdminProductInput = {
      ...input,
      status: 'draft',
      handle: copyName(original.handle, handles, HANDLE_MAX),
      variants: input.variants.map((variant) => {
        const sku = copyName(variant.sku, skus, SKU_MAX, '-COPY');
        skus.add(sku.toLowerCase());
        return { ...variant, sku, stock: 0 };
      }),
    };
    const now = deps.now();
    const [created] = await saveProducts(q, actor, [{ input: copy }], now, { audit: false });
    await recordAudit(
      q,
      actor,
      {
        entity: 'product',
        entityId: created!.id,
        action: 'duplicate',
        before: { duplicateOf: id },
        after: auditable(created!),
      },
      now,
    );
    return created!;
  });
}
