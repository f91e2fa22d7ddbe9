import type { ProductCard } from '@atelier/contract';

/** Money leaves the database in cents and goes on the wire in dollars. */
export const dollars = (cents: number) => cents / 100;

/** The average rating shown to shoppers, to one decimal; 0 when nobody has reviewed yet. */
export const averageRating = (total: number, count: number) =>
  count ? Math.round((total / count) * 10) / 10 : 0;

/** The order "by rating" of products; products_rating_idx indexes exactly this expression. */
export const RATING_ORDER = 'p.rating_total::float8 / greatest(p.review_count, 1)';

/** The columns of a card, from `products p` joined to its texts `t` in one language. */
export const CARD_COLUMNS = `p.id, t.name,
  coalesce((select i.url from product_images i where i.product_id = p.id
             order by i.position limit 1), '') as "imageUrl",
  p.original_price_cents as "originalPriceCents", p.discount_percentage as "discountPercentage",
  p.selling_price_cents as "sellingPriceCents", p.rating_total as "ratingTotal",
  p.review_count as "reviewCount"`;

export interface CardRow {
  id: number;
  name: string;
  imageUrl: string;
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
    imageUrl: row.imageUrl,
    originalPrice: dollars(row.originalPriceCents),
    discountPercentage: row.discountPercentage,
    sellingPrice: dollars(row.sellingPriceCents),
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviewCount: row.reviewCount,
  };
}
