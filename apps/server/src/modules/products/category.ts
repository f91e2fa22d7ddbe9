import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

const MAX_ID = 2_147_483_647;

/**
 * The ids of the category a shopper named — by id, or by its name in any language and any case
 * ('CRAFT' is Craft) — with all its descendants, so a top-level category covers its subcategories.
 * A name several categories share names them all. An unknown category is a 400 naming `category`.
 */
export async function resolveCategory(db: Queryable, ref: string): Promise<number[]> {
  const asId = /^\d{1,10}$/.test(ref) && Number(ref) <= MAX_ID ? Number(ref) : null;
  const [row] = await db.query<{ ids: number[] | null }>(
    `with recursive tree as (
       select id from categories where id = $1
       union
       select category_id from category_names where lower(name) = lower($2)
       union
       select c.id from categories c join tree on c.parent_id = tree.id
     )
     select array_agg(id) as ids from tree`,
    [asId, ref],
  );
  if (!row?.ids?.length) {
    throw new AppError('VALIDATION', `Unknown category ${ref}`, { category: 'Unknown category' });
  }
  return row.ids;
}
