import { z } from 'zod';
import { Cursor, cursorPage, PageLimit } from './admin.ts';
import { Specification } from './catalog.ts';
import { Id, Language, LANGUAGES, str } from './common.ts';
import { SHOP_IMAGE_PATH } from './shop-path.ts';

// The back office's catalog and stock (ADMIN-API.md "Catalog" and "Stock").

export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export const ProductStatus = z.enum(PRODUCT_STATUSES).meta({ id: 'ProductStatus' });
export type ProductStatus = z.infer<typeof ProductStatus>;

/** A variant at or under this many units is low on stock. */
export const LOW_STOCK = 5;

const Line = (max: number) => str().trim().min(1, 'Required').max(max);

/** A text in every language; English is required, a missing language shows the English one. */
export function translated<T extends z.ZodType>(text: T) {
  return z.object({
    en: text,
    es: text.optional(),
    cn: text.optional(),
    jp: text.optional(),
    tw: text.optional(),
    fr: text.optional(),
  });
}
export const Names = translated(Line(120)).meta({ id: 'Names' });
export type Names = z.infer<typeof Names>;

export const AdminProductText = z.object({
  name: Line(200),
  description: str().trim().max(10_000).default(''),
  specifications: z.array(Specification).max(50).default([]),
});

// Option codes keep their case: the demo catalog's sizes are 'M' and 'XS', and a code read back
// must name the same option when the product is saved again.
const Code = str()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, 'Letters, digits and dashes');
export const Handle = str()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'Letters, digits and dashes');
const Cents = z.number().int().positive().max(100_000_000);

/** An ISO 4217 code; a fixed price's must be one a market sells in (other than the base's). */
export const CurrencyCode = str().regex(/^[A-Z]{3}$/, 'A currency code like EUR');
/** Amounts per currency, each in its minor unit (a cent, a yen). */
const PerCurrency = z.record(CurrencyCode, Cents);

export const AdminVariant = z.object({
  sku: str()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'Letters, digits, dots, dashes'),
  /** A colour's and a size's `code` from `options`; '' for a product sold without colours. */
  color: z.union([Code, z.literal('')]),
  size: Code,
  priceCents: Cents,
  compareAtPriceCents: Cents.nullish(),
  /** Read back as it is; a save sets it only on a new variant (after that: POST /stock/adjust). */
  stock: z.number().int().min(0).max(1_000_000).default(0),
  /** Shipping weight in grams; the GTIN (EAN, UPC, ISBN) the Google feed gives. Absent: kept. */
  grams: z.number().int().min(0).max(1_000_000).nullish(),
  gtin: str()
    .trim()
    .regex(/^\d{8,14}$/, 'A GTIN is 8 to 14 digits')
    .nullish(),
  /**
   * Prices staff fix per currency, and their compare-at prices (which need a fixed price in the
   * same currency): a market in a currency without one converts the base price. Absent: kept.
   */
  prices: PerCurrency.optional(),
  compareAtPrices: PerCurrency.optional(),
});

/** A market's price of a variant converted from its base price, per currency (ADMIN-API "Markets"). */
export const ConvertedPrice = z.object({
  priceCents: z.number().int(),
  compareAtPriceCents: z.number().int().nullable(),
});

/** A variant as read: its fixed prices, and what each market's currency converts its base to. */
export const AdminVariantRead = AdminVariant.extend({
  prices: PerCurrency,
  compareAtPrices: PerCurrency,
  converted: z.record(CurrencyCode, ConvertedPrice),
});
export type AdminVariantRead = z.infer<typeof AdminVariantRead>;

/** A picture: the `url` POST /api/admin/media answered, or another path on this shop. */
export const ShopImagePath = str().trim().regex(SHOP_IMAGE_PATH, 'A path on this shop');

export const AdminImage = z.object({
  /** The media id POST /api/admin/media answered (read from the URL); null for drawings. */
  id: str().nullish(),
  url: ShopImagePath,
  alt: translated(str().trim().max(300)).partial().default({}),
  /** The colour `code` this photo shows, for the product page's picture per colour. */
  color: Code.nullish(),
});

const ProductDocument = z.object({
  /** Derived from the English name when absent. */
  handle: Handle.optional(),
  status: ProductStatus,
  brand: Line(80),
  /** The product's category (a product has one; its top category follows from the tree). */
  categoryId: z.number().int().positive(),
  discountPercentage: z.number().int().min(0).max(90).default(0),
  texts: translated(AdminProductText),
  options: z.object({
    colors: z
      .array(
        z.object({
          code: Code,
          names: Names,
          hex: str().regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #c0392b'),
        }),
      )
      .max(30),
    sizes: z
      .array(z.object({ code: Code, names: Names }))
      .min(1)
      .max(30),
  }),
  variants: z.array(AdminVariant).min(1).max(300),
  images: z.array(AdminImage).max(40).default([]),
  /** Words search finds the product by, besides its texts. Absent: kept. */
  tags: z.array(str().trim().min(1).max(60)).max(100).optional(),
  /** The product page's head title and description per language. Absent: kept. */
  seoTitle: translated(str().trim().max(120)).partial().optional(),
  seoDescription: translated(str().trim().max(400)).partial().optional(),
  /** Sold as final sale: returns refuse it. Absent: kept. */
  finalSale: z.boolean().optional(),
});
export const AdminProductInput = ProductDocument.meta({ id: 'AdminProductCreate' });
export type AdminProductInput = z.infer<typeof AdminProductInput>;

export const AdminProductUpdate = ProductDocument.extend({
  version: z.number().int().positive(),
}).meta({ id: 'AdminProductUpdate' });
export type AdminProductUpdate = z.infer<typeof AdminProductUpdate>;

export const AdminProduct = ProductDocument.extend({
  id: z.number().int(),
  handle: str(),
  version: z.number().int(),
  updatedAt: str(),
  missingLanguages: z.array(Language),
  variants: z.array(AdminVariantRead),
  finalSale: z.boolean(),
}).meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductRow = z
  .object({
    id: z.number().int(),
    handle: str(),
    name: str(),
    status: ProductStatus,
    imageUrl: str().nullable(),
    priceCents: z.number().int(),
    stock: z.number().int(),
    variants: z.number().int(),
    missingLanguages: z.array(Language),
    updatedAt: str(),
  })
  .meta({ id: 'AdminProductRow' });
export type AdminProductRow = z.infer<typeof AdminProductRow>;

const Bool = z.enum(['true', 'false']).transform((v) => v === 'true');
export const AdminProductQuery = z.object({
  q: str().trim().max(100).optional(),
  status: ProductStatus.optional(),
  categoryId: Id.optional(),
  lowStock: Bool.optional(),
  missingLanguage: z.enum(LANGUAGES).optional(),
  cursor: Cursor.optional(),
  limit: PageLimit,
});
export type AdminProductQuery = z.infer<typeof AdminProductQuery>;
export const AdminProductPage = cursorPage(AdminProductRow).meta({ id: 'AdminProductPage' });

export const MediaUpload = z
  .object({
    id: str(),
    url: str(),
    width: z.number().int(),
    height: z.number().int(),
    srcset: str(),
  })
  .meta({ id: 'MediaUpload' });

export const AdminCategoryInput = z.object({
  parentId: z.number().int().positive().nullable().default(null),
  position: z.number().int().min(0).max(10_000).default(0),
  names: Names,
});
export type AdminCategoryInput = z.infer<typeof AdminCategoryInput>;
export interface AdminCategory {
  id: number;
  parentId: number | null;
  position: number;
  slug: string;
  names: Names;
  products: number;
  children: AdminCategory[];
}
export const AdminCategory: z.ZodType<AdminCategory> = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    position: z.number().int(),
    slug: str(),
    names: Names,
    /** Products in this category and its subcategories: any of them stops its deletion. */
    products: z.number().int(),
    get children() {
      return z.array(AdminCategory);
    },
  })
  .meta({ id: 'AdminCategory' });

/** count sets the stock to the units counted; the others move it by a change in units. */
export const ADJUST_REASONS = ['count', 'received', 'return', 'damaged', 'other'] as const;
export const STOCK_REASONS = [
  'opening',
  'import',
  'sale',
  'cancellation',
  ...ADJUST_REASONS,
  // A unit held for a return's exchange, and given back when the exchange does not happen.
  'reserved',
  'released',
] as const;
export const StockReason = z.enum(STOCK_REASONS).meta({ id: 'StockReason' });
export type StockReason = z.infer<typeof StockReason>;

export const StockAdjustRequest = z
  .object({
    sku: str().trim().min(1).max(64),
    delta: z
      .number()
      .int()
      .refine((n) => n !== 0, 'Must not be 0')
      .refine((n) => Math.abs(n) <= 1_000_000, 'Too large')
      .optional()
      .meta({ description: 'Units in (positive) or out (negative); every reason but count' }),
    count: z
      .number()
      .int()
      .min(0, 'Stock cannot go below 0')
      .max(1_000_000, 'Too large')
      .optional()
      .meta({ description: 'reason count: the units counted, which the stock becomes' }),
    reason: z.enum(ADJUST_REASONS),
    note: str().trim().max(500).default(''),
  })
  .refine((v) => v.reason !== 'other' || v.note.length > 0, {
    message: 'Say why in a note',
    path: ['note'],
  })
  .refine((v) => v.reason !== 'count' || v.count !== undefined, {
    message: 'Required',
    path: ['count'],
  })
  .refine((v) => v.reason === 'count' || v.delta !== undefined, {
    message: 'Required',
    path: ['delta'],
  });
export type StockAdjustRequest = z.infer<typeof StockAdjustRequest>;
export const StockLevel = z.object({ sku: str(), stock: z.number().int() });

export const LedgerEntry = z
  .object({
    id: z.number().int(),
    at: str(),
    sku: str(),
    delta: z.number().int(),
    stockAfter: z.number().int(),
    reason: StockReason,
    note: str(),
    orderCode: str().nullable(),
    staffEmail: str().nullable(),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof LedgerEntry>;
export const LedgerQuery = z.object({
  sku: str().trim().min(1).max(64).optional(),
  cursor: Cursor.optional(),
  limit: PageLimit,
});
export const LedgerPage = cursorPage(LedgerEntry).meta({ id: 'LedgerPage' });

export const LowStockRow = z
  .object({
    sku: str(),
    productId: z.number().int(),
    name: str(),
    color: str(),
    size: str(),
    stock: z.number().int(),
  })
  .meta({ id: 'LowStockRow' });
export const LowStockQuery = z.object({
  threshold: z.coerce.number().int().min(0).max(1000).default(LOW_STOCK),
  cursor: Cursor.optional(),
  limit: PageLimit,
});
export const LowStockPage = cursorPage(LowStockRow).meta({ id: 'LowStockPage' });
