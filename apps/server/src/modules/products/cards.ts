import type { ProductCard } from '@atelier/contract';
import type { Market } from '../markets/repo.ts';
import { fixedOf, fixedPriceOf, majorUnits, priceIn, type MarketPrice } from '../markets/prices.ts';
import type { PriceColumns } from './pricing.ts';

/** Money leaves the database in cents and goes on the wire in dollars. */
export const dollars = (cents: number) => cents / 100;

/** The average rating shown to shoppers, to one decimal; 0 when nobody has reviewed yet. */
export const averageRating = (total: number, count: number) =>
  count ? Math.round((total / count) * 10) / 10 : 0;

/** The order "by rating" of products; products_rating_idx indexes exactly this expression. */
export const RATING_ORDER = 'p.rating_total::float8 / greatest(p.review_count, 1)';

/**
 * The order of a product's variants everywhere: by colour in the product's own order (that of its
 * first variant: a file's or the editor's), then size as the filters list them.
 */
export const VARIANT_ORDER =
  'min(v.position) over (partition by v.color_id), s.position, v.position';

/**
 * The variant a product presents (the first in VARIANT_ORDER, which the product page preselects),
 * its colour's picture, how many sizes that colour comes in, and its compare-at price and the
 * price fixed in `currency`, by which a market prices the card. Stock plays no part: listings are
 * cached through orders (platform/cache.ts), so a card must not change when a size sells out.
 */
const presented = (currency: string) => `(select json_build_object('sku', v.sku,
    'color', v.color, 'sizeCount', v.sizes, 'compareAtCents', v.compare_at_cents,
    'fixed', ${fixedPriceOf('v.id', currency)},
    'imageUrl', coalesce((select i.url from product_images i where i.product_id = p.id
              order by i.color_id is not distinct from v.color_id desc, i.position limit 1), ''))
  from (select 1) one left join lateral (
    select v.id, v.sku, v.color_id, v.compare_at_cents, coalesce(cn.name, c.code, '') as color,
           (select count(*) from variants w where w.product_id = p.id
               and w.color_id is not distinct from v.color_id) as sizes
      from variants v left join filter_options c on c.id = v.color_id
      join filter_options s on s.id = v.size_id
      left join filter_option_names cn on cn.option_id = c.id and cn.lang = t.lang
     where v.product_id = p.id order by ${VARIANT_ORDER} limit 1) v on true)`;

/**
 * The columns of a card, from `products p` joined to its texts `t` in one language, for a market
 * in `currency`.
 */
export const cardColumns = (pricing: PriceColumns, currency: string) => `p.id, t.name,
  ${presented(currency)} as presented,
  p.original_price_cents as "originalPriceCents", ${pricing.discount} as "discountPercentage",
  p.rating_total as "ratingTotal",
  p.review_count as "reviewCount"`;

export interface CardRow {
  id: number;
  name: string;
  /** sku, color and sizeCount are null for a product without variants. */
  presented: {
    sku: string | null;
    color: string;
    sizeCount: number;
    imageUrl: string;
    compareAtCents: number | null;
    /** The price fixed in the market's currency and its compare-at price, if one is. */
    fixed: [number, number | null] | null;
  };
  originalPriceCents: number;
  discountPercentage: number;
  ratingTotal: number;
  reviewCount: number;
}

/**
 * A product's prices in a market: those of the variant it presents, its price staff fixed in the
 * market's currency winning over the product's base price converted (a card, a product page).
 */
export const productPriceIn = (
  market: Market,
  row: Pick<CardRow, 'originalPriceCents' | 'discountPercentage'>,
  compareAtCents: number | null,
  fixed: Parameters<typeof priceIn>[2],
) =>
  priceIn(
    market,
    {
      priceCents: row.originalPriceCents,
      compareAtCents,
      discountPercentage: row.discountPercentage,
    },
    fixed,
  );

/** A price's amounts on the wire, in the market's major unit (ProductCard's and Variant's fields). */
export function pricedFields(price: MarketPrice, currency: string) {
  return {
    originalPrice: majorUnits(price.regularMinor, currency),
    ...(price.compareAtMinor !== undefined && {
      compareAtPrice: majorUnits(price.compareAtMinor, currency),
    }),
    discountPercentage: price.discountPercentage,
    sellingPrice: majorUnits(price.sellingMinor, currency),
  };
}

/** A row of cardColumns as a card priced in `market`, the market it was read for. */
export function toCard(row: CardRow, market: Market): ProductCard {
  const price = productPriceIn(
    market,
    row,
    row.presented.compareAtCents,
    fixedOf(row.presented.fixed),
  );
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.presented.imageUrl,
    ...pricedFields(price, market.currency),
    currency: market.currency,
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviewCount: row.reviewCount,
    ...(row.presented.sku !== null && {
      sku: row.presented.sku,
      color: row.presented.color,
      sizeCount: row.presented.sizeCount,
    }),
  };
}
