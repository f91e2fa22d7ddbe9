import type { Queryable } from '../../platform/db.ts';

/**
 * Which of a product's stored discounts and prices the shop shows (027_merchandising_schedule.sql):
 * its own, or while the flash sale runs, the sale's (the better of its own and its sale discount,
 * for products in the sale). Each pair has its index, so a listing sorted by price reads it in order.
 */
export interface Pricing {
  /** The discount column of product `p`. */
  discount: string;
  /** The selling price column of product `p`. */
  price: string;
  /** Whether the flash sale runs: its section lists products only then. */
  saleLive: boolean;
}

export const REGULAR: Pricing = {
  discount: 'p.discount_percentage',
  price: 'p.selling_price_cents',
  saleLive: false,
};
export const FLASH_SALE: Pricing = {
  discount: 'p.sale_discount_percentage',
  price: 'p.sale_price_cents',
  saleLive: true,
};

/** The prices of the time `now`: the flash sale's between its start and its end. */
export async function pricingAt(q: Queryable, now: Date): Promise<Pricing> {
  const live = await q.query(
    `select 1 from promotions where kind = 'flash-sale' and starts_at <= $1 and ends_at > $1`,
    [now],
  );
  return live.length ? FLASH_SALE : REGULAR;
}

/** A variant `v`'s selling price: its own original price with the discount, rounded like the product's. */
export const variantPrice = (pricing: Pricing) =>
  `(v.original_price_cents * (100 - ${pricing.discount}) + 50) / 100`;
