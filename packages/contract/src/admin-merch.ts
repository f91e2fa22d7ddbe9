import { z } from 'zod';
import { str } from './common.ts';
import { Names, ShopImagePath } from './admin-catalog.ts';
import { SHOP_PATH } from './shop-path.ts';

// The back office's merchandising (ADMIN-API.md "Merchandising"): each list is read and saved
// whole; a row without `id` is new, a row left out is removed.

/** A path on this shop: a listing (a category, a collection, a search) or a product page. */
export const ShopLink = str()
  .trim()
  .regex(
    new RegExp(`${SHOP_PATH.source}\\S{0,299}$`),
    'A path on this shop, like /product?category=12',
  );
const RowId = z.number().int().positive().optional();
const Position = z.number().int().min(0).max(10_000).default(0);
const Instant = z.iso.datetime({ offset: true });

/**
 * When a row is live in the shop: from `startsAt` (absent or null: since always) until `endsAt`
 * (absent or null: for good). The shop shows it and hides it at those times by itself.
 */
const Schedule = { startsAt: Instant.nullish(), endsAt: Instant.nullish() };
const endsAfterStart = (row: { startsAt?: string | null; endsAt?: string | null }) =>
  !row.startsAt || !row.endsAt || Date.parse(row.endsAt) > Date.parse(row.startsAt);
const ENDS_AFTER_START = { message: 'Ends after it starts', path: ['endsAt'] };

export const MerchBanner = z
  .object({
    id: RowId,
    imageUrl: ShopImagePath,
    link: ShopLink,
    titles: Names,
    position: Position,
    ...Schedule,
  })
  .refine(endsAfterStart, ENDS_AFTER_START)
  .meta({ id: 'MerchBanner' });
export type MerchBanner = z.infer<typeof MerchBanner>;

export const MerchCollection = z
  .object({
    id: RowId,
    imageUrl: ShopImagePath,
    /** The category whose listing the collection opens. */
    categoryId: z.number().int().positive().nullable(),
    names: Names,
    descriptions: Names,
    position: Position,
    ...Schedule,
  })
  .refine(endsAfterStart, ENDS_AFTER_START)
  .meta({ id: 'MerchCollection' });
export type MerchCollection = z.infer<typeof MerchCollection>;

export const MerchDeal = z
  .object({
    id: RowId,
    imageUrl: ShopImagePath,
    link: ShopLink,
    titles: Names,
    offerValue: z.number().int().min(1).max(90),
    position: Position,
    ...Schedule,
  })
  .refine(endsAfterStart, ENDS_AFTER_START)
  .meta({ id: 'MerchDeal' });
export type MerchDeal = z.infer<typeof MerchDeal>;

/**
 * The flash sale: between `startsAt` and `endsAt` its products sell at their sale discount (or
 * their own, when that is better), and the home counts down to its end; before and after, the
 * shop shows no sale and the products sell at their own prices.
 */
export const MerchFlashSale = z
  .object({
    startsAt: Instant,
    endsAt: Instant,
    productIds: z.array(z.number().int().positive()).max(1000),
    /**
     * Given: every product of the sale gets this sale discount; absent: each keeps the one it
     * has. Read back: the products' sale discount when they share one, else null.
     */
    discountPercentage: z.number().int().min(1).max(90).nullish(),
  })
  .refine(endsAfterStart, ENDS_AFTER_START)
  .meta({ id: 'MerchFlashSale' });
export type MerchFlashSale = z.infer<typeof MerchFlashSale>;

/** The bar above every page; the shop shows it only between its start and end, like a banner. */
export const MerchAnnouncement = z
  .object({ texts: Names, link: ShopLink, ...Schedule })
  .refine(endsAfterStart, ENDS_AFTER_START)
  .meta({ id: 'MerchAnnouncement' });
export type MerchAnnouncement = z.infer<typeof MerchAnnouncement>;
