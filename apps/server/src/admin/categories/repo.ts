import { LANGUAGES, type Names } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  position: number;
  slug: string;
  names: Names;
  products: number;
}

export function listCategoryRows(q: Queryable) {
  return q.query<CategoryRow>(
    `select c.id, c.parent_id as "parentId", c.position, c.slug,
            (select json_object_agg(n.lang, n.name) from category_names n where n.category_id = c.id) as names,
            (select count(*)::int from products p where p.category_id = c.id) as products
       from categories c order by c.parent_id nulls first, c.position, c.id`,
  );
}

export async function findCategory(q: Queryable, id: number) {
  const [row] = (await listCategoryRowsWhere(q, id)) as (CategoryRow | undefined)[];
  return row;
}

function listCategoryRowsWhere(q: Queryable, id: number) {
  return q.query<CategoryRow>(
    `select c.id, c.parent_id as "parentId", c.position, c.slug,
            (select json_object_agg(n.lang, n.name) from category_names n where n.category_id = c.id) as names,
            (select count(*)::int from products p where p.category_id = c.id) as products
       from categories c where c.id = $1 for update`,
    [id],
  );
}

/** The category and every category under it. */
export async function subtree(q: Queryable, id: number) {
  const rows = await q.query<{ id: number }>(
    `with recursive tree as (select id from categories where id = $1
       union select c.id from categories c join tree on c.parent_id = tree.id) select id from tree`,
    [id],
  );
  return rows.map((row) => row.id);
}

/** Names in every language (a missing one is the English one), for the category and its filter option. */
export async function writeNames(q: Queryable, id: number, names: Names) {
  for (const lang of LANGUAGES) {
    const name = names[lang] ?? names.en;
    await q.query(
      `insert into category_names (category_id, lang, name) values ($1, $2, $3)
       on conflict (category_id, lang) do update set name = excluded.name`,
      [id, lang, name],
    );
    await q.query(
      `insert into filter_option_names (option_id, lang, name)
       select id, $2, $3 from filter_options where type = 'subcategory' and category_id = $1
       on conflict (option_id, lang) do update set name = excluded.name`,
      [id, lang, name],
    );
  }
}

/**
 * After a move or a rename: each product of these categories gets its top category anew, and its
 * texts their category names: any update of a text recomputes them (its before-update trigger).
 */
export async function refreshProductsOf(q: Queryable, categoryIds: number[]) {
  await q.query(
    `update products p set top_category_id = (
       with recursive up as (select id, parent_id from categories where id = p.category_id
         union all select c.id, c.parent_id from categories c join up on c.id = up.parent_id)
       select id from up where parent_id is null)
      where p.category_id = any($1::int[])`,
    [categoryIds],
  );
  await q.query(
    `update product_texts set lang = lang
      where product_id in (select id from products where category_id = any($1::int[]) or top_category_id = any($1::int[]))`,
    [categoryIds],
  );
}
