import type { FilterOption, ProductQuery, ProductSection, ProductSort } from '@atelier/contract';
import { textMatch, type SearchPlan } from '../search/match.ts';
import { cardColumns, RATING_ORDER } from './cards.ts';
import type { Pricing } from './pricing.ts';
import { baseBound } from '../markets/prices.ts';
import type { PriceRule } from '../markets/money.ts';
import { PLAN_EACH_CALL } from '../../platform/statements.ts';
import { LISTED, Params, TEXT_LISTED } from './sql.ts';

/**
 * Every order ends in the id, so pages never repeat or skip a product; each one has an index (each
 * of the prices its own). Every market sorts by the base price: conversion keeps its order.
 */
const ORDERS = {
  'price-asc': ({ price }: Pricing) => `${price}, p.id`,
  'price-desc': ({ price }: Pricing) => `${price} desc, p.id desc`,
  newest: () => 'p.created_at desc, p.id desc',
  rating: () => `${RATING_ORDER} desc, p.id desc`,
  'best-selling': () => 'p.units_sold desc, p.id',
  'flash-sales': () => 'p.sale_discount_percentage desc, p.id',
} as const;

const SECTION_ORDER: Record<ProductSection, keyof typeof ORDERS> = {
  'flash-sales': 'flash-sales',
  'best-selling': 'best-selling',
  // A varied, stable order: the best rated first, which best-selling does not repeat.
  explore: 'rating',
  'new-arrivals': 'newest',
};

const all = (conditions: string[]) => conditions.join(' and ') || 'true';

/**
 * How far past the offset a listing counts its matches. An exact count reads every match, which
 * grows with the catalog (18,520 products of a category: 5.6 ms); a shopper needs to know there
 * are more than a thousand, not how many more.
 */
export const COUNT_AHEAD = 1000;

/** Selected filter options of one type: a product with any of them is in. */
export interface OptionGroup {
  type: FilterOption['type'];
  ids: number[];
}

export interface ListingInput {
  filter: ProductQuery;
  /** The named category with its descendants. */
  categoryIds?: number[];
  /** Selected filter options grouped by type: any option of a group, every group. */
  optionGroups: OptionGroup[];
  /** How the words of `q` are matched, when there is a `q`. */
  search?: SearchPlan;
  /** The prices of the time asked about. */
  pricing: Pricing;
  /** The market the cards are priced in, whose currency minPrice and maxPrice are in. */
  market: PriceRule;
}

/** What the filter options' counts need of a listing: all but its order and page. */
export type ListingScope = Omit<ListingInput, 'filter'> & {
  filter: Pick<ProductQuery, 'section' | 'minPrice' | 'maxPrice'>;
};

/** The listing's conditions on its products `p` but the selected options, binding into `params`. */
function productConditions(
  params: Params,
  { filter, categoryIds, pricing, market }: ListingScope,
  withOptions: boolean,
): string[] {
  const where: string[] = [];
  // The flash sale's section lists its products while it runs, and nothing before or after.
  if (filter.section === 'flash-sales') where.push(pricing.saleLive ? 'p.in_flash_sale' : 'false');
  if (categoryIds) {
    // With options, in the GIN index that intersects them all (009_listing_category.sql); alone,
    // through the btree on category_id, which a count can stop reading after COUNT_AHEAD.
    where.push(
      withOptions
        ? `p.category_array && ${params.add(categoryIds)}::int[]`
        : `p.category_id = any(${params.add(categoryIds)}::int[])`,
    );
  }
  // In the base currency, through the price's index (prices.ts baseBound).
  if (filter.minPrice !== undefined) {
    where.push(`${pricing.price} >= ${params.add(baseBound(market, filter.minPrice, 'min'))}`);
  }
  if (filter.maxPrice !== undefined) {
    where.push(`${pricing.price} <= ${params.add(baseBound(market, filter.maxPrice, 'max'))}`);
  }
  return where;
}

export interface ListingSql {
  page: { sql: string; values: unknown[] };
  count: { sql: string; values: unknown[] };
  /**
   * Ranking by relevance reads every match anyway, so that page counts them too (column `total`);
   * the count query is then needed only for a page past the end. Other orders can stop early.
   */
  pageCounts: boolean;
}

/** The page and the count of a listing, sharing one WHERE clause. */
export function listingSql(input: ListingInput): ListingSql {
  const { filter, optionGroups, search, pricing } = input;
  const params = new Params();
  const where = productConditions(params, input, optionGroups.length > 0);
  for (const { ids } of optionGroups) where.push(`p.option_ids && ${params.add(ids)}::int[]`);
  const match = search && textMatch(params, search);
  // A search alone is counted and ranked on the texts: joining every match to its product would
  // only slow it; the page's few products are joined afterwards.
  const matching = !match
    ? `products p where ${all([...where, LISTED])}`
    : where.length
      ? `products p join product_texts t on t.product_id = p.id where ${all([...where, LISTED])} and ${match.where}`
      : `product_texts t where ${match.where} and ${TEXT_LISTED}`;
  const countValues = [...params.values, filter.offset + COUNT_AHEAD + 1];
  const count = {
    sql: `${PLAN_EACH_CALL} select count(*)::int as total from (select 1 from ${matching} limit $${countValues.length}) matches`,
    values: countValues,
  };
  const byRelevance = match && (filter.sort ?? 'relevance') === 'relevance';
  const window = () => `limit ${params.add(filter.pagesize)} offset ${params.add(filter.offset)}`;
  if (byRelevance) {
    const page = {
      sql: `${PLAN_EACH_CALL} select ${cardColumns(pricing, input.market.currency)}, t.total from (
              select t.product_id, t.name, t.lang, ${match.rank()} as relevance, count(*) over ()::int as total
                from ${matching}
               order by relevance desc, t.product_id ${window()}
            ) t join products p on p.id = t.product_id
            order by t.relevance desc, p.id`,
      values: params.values,
    };
    return { page, count, pageCounts: true };
  }
  if (match) where.push(match.where);
  where.push(LISTED);
  const lang = match ? '' : ` and t.lang = ${params.add(filter.lang)}`;
  const page = {
    sql: `${PLAN_EACH_CALL} select ${cardColumns(pricing, input.market.currency)} from products p
           join product_texts t on t.product_id = p.id${lang}
           where ${all(where)}
           order by ${ORDERS[orderOf(filter.sort, filter.section)](pricing)}
           ${window()}`,
    values: params.values,
  };
  return { page, count, pageCounts: false };
}

/**
 * The filter options' counts of a listing, in one pass over its products without their chosen
 * options: rows of an option, which groups of chosen options its products meet (`met`: bit i for
 * group i) and how many of them; `optionCounts` makes each option's count of them. Unnesting in
 * the select list and grouping before anything is joined keeps it near a count of the products
 * (Craft of a 10,000-product catalog, 1,855 products and 58 options, on PGlite: 5 ms at best,
 * where a lateral unnest joined to each option's type took 26).
 */
export function optionCountsSql(input: ListingScope) {
  const params = new Params();
  const where = productConditions(params, input, false);
  const match = input.search && textMatch(params, input.search);
  if (match) where.push(match.where);
  const met = input.optionGroups.map(
    ({ ids }, i) =>
      `(case when p.option_ids && ${params.add(ids)}::int[] then ${1 << i} else 0 end)`,
  );
  const texts = match ? ' join product_texts t on t.product_id = p.id' : '';
  return {
    sql: `${PLAN_EACH_CALL} select id, met, count(*)::int as count from (
            select unnest(p.option_ids) as id, ${met.join(' + ') || '0'} as met
              from products p${texts}
             where ${all([...where, LISTED])}) options
           group by id, met`,
    values: params.values,
  };
}

/**
 * Each option's count from the rows of optionCountsSql: the products meeting every group of
 * chosen options but its own type's, as choosing it adds to that group rather than narrowing.
 */
export function optionCounts(
  rows: { id: number; met: number; count: number }[],
  groups: OptionGroup[],
  typeOf: (id: number) => string | undefined,
): Map<number, number> {
  const every = (1 << groups.length) - 1;
  const counts = new Map<number, number>();
  for (const { id, met, count } of rows) {
    const own = groups.findIndex((group) => group.type === typeOf(id));
    const needed = own < 0 ? every : every & ~(1 << own);
    if ((met & needed) === needed) counts.set(id, (counts.get(id) ?? 0) + count);
  }
  return counts;
}

function orderOf(sort: ProductSort | undefined, section: ProductSection | undefined) {
  if (sort && sort !== 'relevance') return sort;
  return section ? SECTION_ORDER[section] : 'rating';
}
