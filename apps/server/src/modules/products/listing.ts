import type { ProductPage, ProductQuery } from '@atelier/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import { planSearch } from '../search/match.ts';
import { sellingMarket } from '../markets/prices.ts';
import { toCard, type CardRow } from './cards.ts';
import { resolveCategory } from './category.ts';
import { COUNT_AHEAD, listingSql, type OptionGroup } from './listing-sql.ts';
import { pricingAt } from './pricing.ts';

/** Selected filter options grouped by their type; ids of no option are ignored. */
export async function groupOptions(db: Queryable, ids: number[]): Promise<OptionGroup[]> {
  if (!ids.length) return [];
  return db.query<OptionGroup>(
    'select type, array_agg(id order by id) as ids from filter_options where id = any($1::int[]) group by type',
    [ids],
  );
}

/**
 * The listing behind GET /v1/products and POST /v1/products/filter, with the prices and the flash
 * sale of the time `now`, in the market it names.
 */
export async function listProducts(
  db: Db,
  filter: ProductQuery,
  now = new Date(),
): Promise<ProductPage> {
  const [categoryIds, optionGroups, search, pricing, market] = await Promise.all([
    filter.category ? resolveCategory(db, filter.category) : undefined,
    groupOptions(db, filter.productId),
    filter.q ? planSearch(db, filter.lang, filter.q) : undefined,
    pricingAt(db, now),
    sellingMarket(db, filter.market),
  ]);
  const input = { filter, categoryIds, optionGroups, search, pricing, market };
  const { page, count, pageCounts } = listingSql(input);
  const countRows = () => db.query<{ total: number }>(count.sql, count.values);
  const [rows, counted] = await Promise.all([
    db.query<CardRow & { total?: number }>(page.sql, page.values),
    pageCounts ? undefined : countRows(),
  ]);
  const total =
    counted?.[0]?.total ??
    rows[0]?.total ??
    (filter.offset > 0 ? ((await countRows())[0]?.total ?? 0) : 0);
  // The page's own count (ranking by relevance) is exact; the count query stops past COUNT_AHEAD.
  const limit = filter.offset + COUNT_AHEAD;
  const totalExact = rows[0]?.total !== undefined || total <= limit;
  return {
    content: rows.map((row) => toCard(row, market)),
    offset: filter.offset,
    pagesize: filter.pagesize,
    total: totalExact ? total : limit,
    totalExact,
    currency: market.currency,
    market: market.code,
  };
}
