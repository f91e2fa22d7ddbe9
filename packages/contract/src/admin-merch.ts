import { z } from 'zod';
import { str } from './common.ts';
import { Names } from './admin-catalog.ts';

// The back office's merchandising (ADMIN-API.md "Merchandising"): each list is read and saved
// whole; a row without `id` is new, a row left out is removed.

/** A path on this shop: a listing (a category, a collection, a search) or a product page. */
export const ShopLink = str()
  .trim()
  .regex(/^\/[^\s]{0,299}$/, 'A path on this shop, like /product?category=12');
/** A picture: the `url` POST /api/admin/media answered, or another path on this shop. */
const ImageUrl = str()
  .trim()
  .regex(/^\/[\w\-./%]{1,300}$/, 'A path on this shop');
const RowId = z.number().int().positive().optional();
const Position = z.number().int().min(0).max(10_000).default(0);

export const MerchBanner = z
  .object({ id: RowId, imageUrl: ImageUrl, link: ShopLink, titles: Names, position: Position })
  .meta({ id: 'MerchBanner' });
export type MerchBanner = z.infer<typeof MerchBanner>;

export const MerchCollection = z
  .object({
    id: RowId,
    imageUrl: ImageUrl,
    /** The category whose listing the collection opens. */
    categoryId: z.number().int().positive().nullable(),
    names: Names,
    descriptions: Names,
    position: Position,
  })
  .meta({ id: 'MerchCollection' });
export type MerchCollection = z.infer<typeof MerchCollection>;

export const MerchDeal = z
  .object({
    id: RowId,
    imageUrl: ImageUrl,
    link: ShopLink,
    titles: Names,
    offerValue: z.number().int().min(1).max(90),
    position: Position,
  })
  .meta({ id: 'MerchDeal' });
export type MerchDeal = z.infer<typeof MerchDeal>;

export const MerchFlashSale = z
  .object({
    endsAt: z.iso.datetime({ offset: true }),
    productIds: z.array(z.number().int().positive()).max(1000),
    /** Given: every product of the sale gets this discount; absent: each keeps its own. */
    discountPercentage: z.number().int().min(1).max(90).nullish(),
  })
  .meta({ id: 'MerchFlashSale' });
export type MerchFlashSale = z.infer<typeof MerchFlashSale>;

export const MerchAnnouncement = z
  .object({ texts: Names, link: ShopLink })
  .meta({ id: 'MerchAnnouncement' });
export type MerchAnnouncement = z.infer<typeof MerchAnnouncement>;
