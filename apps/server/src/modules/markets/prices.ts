import { keptPerCatalog } from '../../platform/catalog-kept.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { pricesAt } from '../products/pricing.ts';
import { convertPrice, currencyDigits, type PriceRule } from './money.ts';
import { listMarkets, marketOf, type Market } from './repo.ts';

/** The markets, kept between requests: markets announce their changes (052_markets.sql). */
const keptMarkets = keptPerCatalog(listMarkets);

/** The market goods sent to `country` are sold in (marketOf), from the markets kept between requests. */
export const marketFor = async (db: Db, country: string) =>
  marketOf(await keptMarkets(db), country);

/**
 * The market a public catalog request names by its code (`?market=eu`): one that sells. Anything
 * else is a 400 naming `market`, never a silent fallback: a cached answer in the wrong currency
 * would be kept under that address.
 */
export async function sellingMarket(db: Db, code: string): Promise<Market> {
  const market = (await keptMarkets(db)).find((m) => m.code === code && m.active);
  if (!market) {
    throw new AppError('VALIDATION', `Unknown market ${code}: GET /api/v1/markets lists them`, {
      market: 'Unknown market',
    });
  }
  return market;
}

/** A variant's prices in the base currency (variants.original_price_cents, compare_at_cents). */
export interface BasePrice {
  priceCents: number;
  compareAtCents: number | null;
  /** The product's discount of the time: its own, or the flash sale's while it runs. */
  discountPercentage: number;
}

/** A price staff fixed in a currency (053_variant_prices.sql), in its minor unit. */
export interface FixedPrice {
  priceMinor: number;
  compareAtMinor: number | null;
}

/** Prices in a market's currency, in its minor unit. */
export interface MarketPrice {
  /** The regular price: fixed, else the base converted. */
  regularMinor: number;
  /** The compare-at price, only when above the regular one (the shop strikes it through). */
  compareAtMinor?: number;
  discountPercentage: number;
  /** The regular price less the discount, rounded as products.sale_price_cents is (027). */
  sellingMinor: number;
}

/**
 * A price in a market: the fixed one wins, else the base converted by the market's rule; the
 * compare-at price likewise; the discount applies to the market's own regular price, so a fixed
 * €49.95 with 20 % off sells at €39.96, whatever the base sells at.
 */
export function priceIn(market: PriceRule, base: BasePrice, fixed?: FixedPrice): MarketPrice {
  const regularMinor = fixed?.priceMinor ?? convertPrice(base.priceCents, market);
  const compareAt =
    fixed?.compareAtMinor ??
    (base.compareAtCents === null ? 0 : convertPrice(base.compareAtCents, market));
  const d = base.discountPercentage;
  return {
    regularMinor,
    ...(compareAt > regularMinor && { compareAtMinor: compareAt }),
    discountPercentage: d,
    sellingMinor: Math.floor((regularMinor * (100 - d) + 50) / 100),
  };
}

/**
 * SQL for the price fixed in `currency` of the variant whose id is `variantId` (a column), as a
 * JSON [price, compare-at] or null: read in the statement that reads the variant, a page's one
 * round trip. The currency is written into the text (a market's, which markets.currency checks
 * is three capitals), so each currency has its own prepared statement.
 */
export function fixedPriceOf(variantId: string, currency: string): string {
  if (!/^[A-Z]{3}$/.test(currency)) throw new Error(`Not a currency code: ${currency}`);
  return `(select json_build_array(f.price_cents, f.compare_at_cents) from variant_prices f
    where f.variant_id = ${variantId} and f.currency = '${currency}')`;
}

/** A fixed price as fixedPriceOf reads it. */
export const fixedOf = (read: [number, number | null] | null): FixedPrice | undefined =>
  read ? { priceMinor: read[0], compareAtMinor: read[1] } : undefined;

export interface VariantPrice extends MarketPrice {
  variantId: number;
  productId: number;
  sku: string;
  /** The price staff fixed in the market's currency, when there is one. */
  fixed?: FixedPrice;
}

const PRICES = pricesAt('$3');
const VARIANT_PRICES_SQL = (by: 'v.id' | 'v.product_id') => `
  select v.id as "variantId", v.product_id as "productId", v.sku,
         v.original_price_cents as "priceCents", v.compare_at_cents as "compareAtCents",
         ${PRICES.discount} as "discountPercentage",
         f.price_cents as "fixedMinor", f.compare_at_cents as "fixedCompareAtMinor"
    from variants v join products p on p.id = v.product_id
    left join variant_prices f on f.variant_id = v.id and f.currency = $2
   where ${by} = any($1::int[])`;

/**
 * The prices of variants in a market at the time `now` (the flash sale's while it runs), by
 * variant id: of the given variants, or of every variant of the given products. The one place a
 * catalog page, a cart or an order asks what a variant costs in a currency.
 */
export async function variantPrices(
  q: Queryable,
  market: PriceRule,
  of: { variantIds: readonly number[] } | { productIds: readonly number[] },
  now: Date,
): Promise<Map<number, VariantPrice>> {
  const [by, ids] =
    'variantIds' in of
      ? (['v.id', of.variantIds] as const)
      : (['v.product_id', of.productIds] as const);
  if (!ids.length) return new Map();
  const rows = await q.query<
    BasePrice & {
      variantId: number;
      productId: number;
      sku: string;
      fixedMinor: number | null;
      fixedCompareAtMinor: number | null;
    }
  >(VARIANT_PRICES_SQL(by), [ids, market.currency, now]);
  return new Map(
    rows.map(({ variantId, productId, sku, fixedMinor, fixedCompareAtMinor, ...base }) => {
      const fixed =
        fixedMinor === null
          ? undefined
          : { priceMinor: fixedMinor, compareAtMinor: fixedCompareAtMinor };
      const price = priceIn(market, base, fixed);
      return [variantId, { variantId, productId, sku, ...price, ...(fixed && { fixed }) }];
    }),
  );
}

/** An amount in its currency's minor unit as the API carries it: in the major unit (€49.95, ¥7750). */
export const majorUnits = (minor: number, currency: string) =>
  minor / 10 ** currencyDigits(currency);

/**
 * A shopper's price bound (in the market's major unit) as a bound on the base selling price, which
 * listings filter and sort by through its index. Conversion never reverses an order, so the
 * converted listing keeps the base one's; only fixed prices, and a discount rounded after
 * conversion rather than before, may sit a step off their neighbours (MarketQuery in the contract says so).
 * `min`: the least base price converting to at least the bound; `max`: the most converting to at
 * most it.
 */
export function baseBound(market: PriceRule, major: number, side: 'min' | 'max'): number {
  const target = Math.round(major * 10 ** currencyDigits(market.currency));
  const reaches = (base: number) =>
    convertPrice(base, market) >= (side === 'min' ? target : target + 1);
  // The least base price whose conversion reaches the target; conversion never decreases.
  let low = 0;
  let high = 1;
  while (!reaches(high) && high < 2 ** 40) high *= 2;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (reaches(mid)) high = mid;
    else low = mid + 1;
  }
  return side === 'min' ? low : low - 1;
}
