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

/** What a statement reads product `p`'s shown prices from: its columns, or expressions of them. */
export type PriceColumns = Omit<Pricing, 'saleLive'>;

/**
 * The prices of the time in the statement's parameter `now` (say '$3'), chosen by the statement
 * itself: for one that reads a few products by key (a product page, a cart, a wishlist), where it
 * saves pricingAt's round trip. Listings keep pricingAt: sorted by price, their plans need the
 * column itself to walk its index, and the flash sale's section needs to know in advance.
 */
export function pricesAt(now: string): PriceColumns {
  const live = `exists (select 1 from promotions
    where kind = 'flash-sale' and starts_at <= ${now} and ends_at > ${now})`;
  const either = (sale: string, regular: string) =>
    `(case when ${live} then ${sale} else ${regular} end)`;
  return {
    discount: either(FLASH_SALE.discount, REGULAR.discount),
    price: either(FLASH_SALE.price, REGULAR.price),
  };
}

/** The prices of the time `now`: the flash sale's between its start and its end. */
export async function pricingAt(q: Queryable, now: Date): Promise<Pricing> {
  const live = await q.query(
    `select 1 from promotions where kind = 'flash-sale' and starts_at <= $1 and ends_at > $1`,
    [now],
  );
  return live.length ? FLASH_SALE : REGULAR;
}

/** A variant `v`'s selling price: its own original price with the discount, rounded like the product's. */
export const variantPrice = (pricing: PriceColumns) =>
  `(v.original_price_cents * (100 - ${pricing.discount}) + 50) / 100`;
