import type { Language, ProductSection, ProductSort } from '@atelier/contract';
import type { ProductsRequest } from '../catalog/cards.ts';

/**
 * SPEC §9: the price slider runs from 0 to 1000 in steps of 10, its upper bound 500 at first; in a
 * market's currency, each times its `scale` (priceScale of its exchange rate: ¥0 to ¥1,000,000).
 */
export const PRICE_MIN = 0;
export const PRICE_MAX = 1000;
export const PRICE_STEP = 10;
export const DEFAULT_MAX_PRICE = 500;

/** The orders a shopper may pick; relevance only ranks a text search. */
export const SORTS = [
  'price-asc',
  'price-desc',
  'newest',
  'rating',
] as const satisfies ProductSort[];

/** The home's sections a listing can show in full (a value import of the contract would pull zod in). */
export const SECTIONS = [
  'flash-sales',
  'best-selling',
  'explore',
  'new-arrivals',
] as const satisfies ProductSection[];

/** Everything that narrows the listing. It lives in the URL, so a listing can be shared and Back restores it. */
export interface ListingFilters {
  /** A home section shown in full: its products (flash sales) or its order (best selling). */
  section?: ProductSection;
  /** A category id (the header links by id); the server also takes a name. */
  category?: string;
  q?: string;
  minPrice: number;
  maxPrice: number;
  /** Selected filter-option ids. */
  productId: number[];
  sort?: ProductSort;
}

const clampPrice = (value: string | null, fallback: number, scale: number) => {
  const number = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(number)
    ? Math.min(PRICE_MAX * scale, Math.max(PRICE_MIN, number))
    : fallback;
};

const text = (value: string | null) => value?.trim().slice(0, 100) || undefined;

/**
 * Reads the filters from a URL query, prices in a market whose slider runs `scale` times the base
 * currency's; anything malformed falls back to its default.
 */
export function readFilters(params: URLSearchParams, scale = 1): ListingFilters {
  const q = text(params.get('q'));
  const maxPrice = clampPrice(params.get('maxPrice'), DEFAULT_MAX_PRICE * scale, scale);
  const minPrice = Math.min(clampPrice(params.get('minPrice'), PRICE_MIN, scale), maxPrice);
  const ids = params.getAll('productId').map(Number);
  const productId = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  const sort = params.get('sort');
  const sortOk = (SORTS as readonly string[]).includes(sort ?? '') || (q && sort === 'relevance');
  const section = params.get('section');
  return {
    section: (SECTIONS as readonly string[]).includes(section ?? '')
      ? (section as ProductSection)
      : undefined,
    category: text(params.get('category')),
    q,
    minPrice,
    maxPrice,
    productId,
    sort: sortOk ? (sort as ProductSort) : undefined,
  };
}

/** The URL query of some filters, leaving out what is at its default (readFilters' `scale`). */
export function writeFilters(filters: ListingFilters, scale = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.section) params.set('section', filters.section);
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (filters.minPrice !== PRICE_MIN) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== DEFAULT_MAX_PRICE * scale) {
    params.set('maxPrice', String(filters.maxPrice));
  }
  for (const id of filters.productId) params.append('productId', String(id));
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/** Whether options or prices narrow the listing (a search or a category alone does not). */
export const narrowed = (filters: ListingFilters, scale = 1) =>
  filters.productId.length > 0 ||
  filters.minPrice !== PRICE_MIN ||
  filters.maxPrice !== DEFAULT_MAX_PRICE * scale;

/** The API request of the listing's filters in a market (the page is added per request). */
export function toRequest(
  filters: ListingFilters,
  lang: Language,
  market: string,
): ProductsRequest {
  return {
    lang,
    market,
    section: filters.section,
    category: filters.category,
    q: filters.q,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    productId: filters.productId,
    sort: filters.sort,
  };
}
