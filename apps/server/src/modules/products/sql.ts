import type { Queryable } from '../../platform/db.ts';

/** Collects bind parameters while a query is put together from fragments. */
export class Params {
  readonly values: unknown[] = [];

  /** Adds a value and answers its placeholder, e.g. `$3`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The shop shows published products only (017_catalog_admin.sql); `p` is the product. */
export const LISTED = `p.status = 'published'`;

/** Whether the shop sells the product now: a draft or an archived one can't be carted, saved or reviewed. */
export async function isListed(q: Queryable, productId: number) {
  const rows = await q.query(`select 1 from products p where p.id = $1 and ${LISTED}`, [productId]);
  return rows.length > 0;
}

/**
 * The same for a text read without its product (`t`): an anti-join with the few unpublished
 * products (products_unlisted_idx), so a search alone still reads product_texts only.
 */
export const TEXT_LISTED = `not exists (select 1 from products h
  where h.id = t.product_id and h.status <> 'published')`;
