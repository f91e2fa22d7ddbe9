import {
  DEFAULT_CATEGORY,
  FILTER_OPTION_TYPES,
  type FilterOption,
  type FilterOptionsQuery,
} from '@atelier/contract';
import type { Db } from '../../platform/db.ts';
import { sellingMarket } from '../markets/prices.ts';
import { resolveCategory } from '../products/category.ts';
import { groupOptions } from '../products/listing.ts';
import { optionCounts, optionCountsSql } from '../products/listing-sql.ts';
import { pricingAt } from '../products/pricing.ts';
import { planSearch } from '../search/match.ts';

/**
 * A listing's filter options, each with how many of the listing's products it would give
 * (listing-sql.ts counts them with the listing's own conditions), in the contract's type order,
 * then each option's position. A category offers the options occurring among its products
 * (category_filter_options, kept by triggers); a search in no category those of what it finds,
 * and the chosen ones, so that a choice can always be undone.
 */
export async function listingFilterOptions(
  db: Db,
  query: FilterOptionsQuery,
  now: Date,
): Promise<FilterOption[]> {
  const category = query.category ?? (query.q ? undefined : DEFAULT_CATEGORY);
  const [categoryIds, optionGroups, search, pricing, market] = await Promise.all([
    category === undefined ? undefined : resolveCategory(db, category),
    groupOptions(db, query.productId),
    query.q ? planSearch(db, query.lang, query.q) : undefined,
    pricingAt(db, now),
    sellingMarket(db, query.market),
  ]);
  const scope = { filter: query, categoryIds, optionGroups, search, pricing, market };
  const counting = optionCountsSql(scope);
  const counted = db.query<{ id: number; met: number; count: number }>(
    counting.sql,
    counting.values,
  );
  // A category's options are known at once; a search's are those it finds, once counted.
  const offering = categoryIds
    ? 'o.id in (select option_id from category_filter_options where category_id = any($1::int[]))'
    : 'o.id = any($1::int[])';
  const options = (ids: Promise<number[]>) =>
    ids.then((ids) =>
      db.query<Omit<FilterOption, 'count'> & { hex: string | null }>(
        `select o.id, coalesce(n.name, o.code) as name, o.type, o.hex
           from filter_options o
           left join filter_option_names n on n.option_id = o.id and n.lang = $2
          where ${offering}
          order by array_position($3::text[], o.type), o.position, o.id`,
        [ids, query.lang, FILTER_OPTION_TYPES],
      ),
    );
  const [rows, offered] = await Promise.all([
    counted,
    options(
      categoryIds
        ? Promise.resolve(categoryIds)
        : counted.then((rows) => [...rows.map((row) => row.id), ...query.productId]),
    ),
  ]);
  const types = new Map(offered.map((option) => [option.id, option.type]));
  const counts = optionCounts(rows, optionGroups, (id) => types.get(id));
  return offered.map(({ hex, ...option }) => ({
    ...option,
    ...(hex && { hex }),
    count: counts.get(option.id) ?? 0,
  }));
}
