import type { ProductCard } from '@atelier/contract';
import { regularPrice, type PriceColumns } from './pricing.ts';

/** Money leaves the database in cents and goes on the wire in dollars. */
export const dollars = (cents: number) => cents / 100;

/**
 * The compare-at price a card or a variant shows struck through (regularPrice's rule), when it is
 * above the price of its own; nothing else.
 */
export const compareAt = (regularCents: number, ownCents: number) =>
  regularCents > ownCents ? { compareAtPrice: dollars(regularCents) } : {};

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
 * its colour's picture, how many sizes that colour comes in, and the product's regular price by
 * that variant's compare-at price. Stock plays no part: listings are cached through orders
 * (platform/cache.ts), so a card must not change when a size sells out.
 */
const PRESENTED = `(select json_build_object('sku', v.sku, 'color', v.color, 'sizeCount', v.sizes,
    'regularCents', ${regularPrice('p.original_price_cents', 'v.compare_at_cents')},
    'imageUrl', coalesce((select i.url from product_images i where i.product_id = p.id
              order by i.color_id is not distinct from v.color_id desc, i.position limit 1), ''))
  from (select 1) one left join lateral (
    select v.sku, v.color_id, v.compare_at_cents, coalesce(cn.name, c.code, '') as color,
           (select count(*) from variants w where w.product_id = p.id
               and w.color_id is not distinct from v.color_id) as sizes
      from variants v left join filter_options c on c.id = v.color_id
      join filter_options s on s.id = v.size_id
      left join filter_option_names cn on cn.option_id = c.id and cn.lang = t.lang
     where v.product_id = p.id order by ${VARIANT_ORDER} limit 1) v on true)`;

/** The columns of a card, from `products p` joined to its texts `t` in one language. */
export const cardColumns = (pricing: PriceColumns) => `p.id, t.name, ${PRESENTED} as presented,
  p.original_price_cents as "originalPriceCents", ${pricing.discount} as "discountPercentage",
  ${pricing.price} as "sellingPriceCents", p.rating_total as "ratingTotal",
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
    regularCents: number;
  };
  originalPriceCents: number;
  discountPercentage: number;
  sellingPriceCents: number;
  ratingTotal: number;
  reviewCount: number;
}

export function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.presented.imageUrl,
    originalPrice: dollars(row.originalPriceCents),
    ...compareAt(row.presented.regularCents, row.originalPriceCents),
    discountPercentage: row.discountPercentage,
    sellingPrice: dollars(row.sellingPriceCents),
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviewCount: row.reviewCount,
    ...(row.presented.sku !== null && {
      sku: row.presented.sku,
      color: row.presented.color,
      sizeCount: row.presented.sizeCount,
    }),
  };
}
