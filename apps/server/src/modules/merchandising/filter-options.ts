import { FILTER_OPTION_TYPES, type FilterOption, type Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { resolveCategory } from '../products/category.ts';

/**
 * The filter options that occur among a category's products (category_filter_options, kept by
 * triggers), in the contract's type order, then each option's position.
 */
export async function categoryFilterOptions(
  db: Queryable,
  category: string,
  lang: Language,
): Promise<FilterOption[]> {
  const categoryIds = await resolveCategory(db, category);
  const rows = await db.query<FilterOption & { hex: string | null }>(
    `select o.id, coalesce(n.name, o.code) as name, o.type, o.hex
       from filter_options o
       left join filter_option_names n on n.option_id = o.id and n.lang = $2
      where o.id in (select option_id from category_filter_options where category_id = any($1::int[]))
      order by array_position($3::text[], o.type), o.position, o.id`,
    [categoryIds, lang, FILTER_OPTION_TYPES],
  );
  return rows.map(({ hex, ...option }) => (hex ? { ...option, hex } : option));
}
