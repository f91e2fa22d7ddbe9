import { z } from 'zod';
import { DEFAULT_LANGUAGE, Id, Language, Money, paged, str } from './common.ts';
import { DEFAULT_MARKET, MARKET_CODE } from './market-address.ts';

export interface Category {
  id: number;
  name: string;
  children: Category[];
}
export const Category: z.ZodType<Category> = z
  .object({
    id: z.number().int(),
    name: str(),
    get children() {
      return z.array(Category);
    },
  })
  .meta({ id: 'Category' });

export const MarketCode = str().regex(
  MARKET_CODE,
  'A market code: a lowercase letter then letters, digits or -',
);

/**
 * The market a public catalog answer is priced in, by its code (`?market=eu`; API.md "Markets"):
 * the United States' when none is named. A code no selling market has is a 400. A listing's
 * minPrice and maxPrice are in its currency; listings filter and sort by the base price converted,
 * whose order conversion keeps: only a price staff fixed, or a discount rounded after conversion,
 * may sit a step off its neighbours' order.
 */
export const MarketQuery = z.object({ market: MarketCode.default(DEFAULT_MARKET) });

/** What a priced answer says it is priced in: amounts are in `currency`'s major unit (yen whole). */
export const priced = {
  currency: str()
    .regex(/^[A-Z]{3}$/)
    .meta({ description: 'ISO 4217 code of every amount' }),
  market: MarketCode.meta({ description: 'The market the prices are of' }),
};

/** `lang` as a query parameter: SPEC §7 calls several of these without it, so English is the default. */
export const LangQuery = z.object({ lang: Language.default(DEFAULT_LANGUAGE) });

export const FILTER_OPTION_TYPES = ['subcategory', 'color', 'size', 'material', 'brand'] as const;
export const FilterOptionType = z.enum(FILTER_OPTION_TYPES);
export const FilterOption = z
  .object({
    id: z.number().int(),
    name: str(),
    type: FilterOptionType,
    /** A colour option's swatch, '#rrggbb'. */
    hex: str().optional(),
    count: z.number().int().min(0).meta({
      description:
        "Products the listing would show with this option chosen besides the others (an option's own type's choices left out): 0 gives nothing",
    }),
  })
  .meta({ id: 'FilterOption' });
export type FilterOption = z.infer<typeof FilterOption>;

/**
 * SPEC §9's default category. A category is named by id or by its name in any language and any
 * case ('CRAFT' is Craft); a top-level one includes its subcategories. A name no category has is a
 * 400 VALIDATION error naming `category`, not an empty page: a client can tell a typo from no stock.
 */
export const DEFAULT_CATEGORY = 'Craft';
export const CategoryRef = str().trim().min(1).max(100);

export const ProductCard = z
  .object({
    id: z.number().int(),
    name: str(),
    imageUrl: str(),
    originalPrice: Money,
    compareAtPrice: Money.optional().meta({
      description:
        "The presented variant's compare-at price, when above originalPrice: the shop strikes it through beside a lower selling price, as the product feed gives it as the price",
    }),
    discountPercentage: z.number().int(),
    sellingPrice: Money,
    currency: priced.currency,
    rating: z.number().meta({ description: 'Average rating, 0 when unreviewed' }),
    reviewCount: z.number().int(),
    sku: str().optional().meta({
      description:
        'The variant the product presents: the first of its variants in the product page order, whose colour the picture shows and the product page preselects',
    }),
    color: str().optional().meta({ description: "That variant's colour" }),
    sizeCount: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Sizes of that colour: above 1, the shopper picks one' }),
  })
  .meta({ id: 'ProductCard' });
export type ProductCard = z.infer<typeof ProductCard>;

export const PRODUCT_SECTIONS = ['flash-sales', 'best-selling', 'explore', 'new-arrivals'] as const;
export const ProductSection = z.enum(PRODUCT_SECTIONS);
export type ProductSection = z.infer<typeof ProductSection>;
export const PRODUCT_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export const ProductSort = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof ProductSort>;

export const LISTING_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const PageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE);
const Price = z.coerce.number().min(0).max(1_000_000);
// A single `productId=3` arrives as a scalar, a repeated one as an array.
const OptionIds = z
  .union([z.array(Id).max(100), Id])
  .transform((ids) => (Array.isArray(ids) ? ids : [ids]));
const optionalText = (max: number) =>
  str()
    .trim()
    .max(max)
    .optional()
    .transform((text) => text || undefined);

/** What narrows a listing, shared by the listing's query and its filter options' query. */
const listingScope = {
  section: ProductSection.optional(),
  category: CategoryRef.optional(),
  minPrice: Price.optional(),
  maxPrice: Price.optional(),
  productId: OptionIds.default([]).meta({
    description: 'Selected filter-option ids: the same type ORs together, different types AND',
  }),
  q: optionalText(100),
};
const priceRangeOk = (f: { minPrice?: number; maxPrice?: number }) =>
  f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice;
const priceRangeError = { path: ['maxPrice'], message: 'maxPrice must not be below minPrice' };

/** The listing's filter: the query of GET /v1/products and the JSON body of POST /v1/products/filter. */
export const ProductQuery = LangQuery.extend({
  ...MarketQuery.shape,
  offset: z.coerce.number().int().min(0).max(2_000_000_000).default(0),
  pagesize: PageSize.default(LISTING_PAGE_SIZE),
  ...listingScope,
  sort: ProductSort.optional(),
}).refine(priceRangeOk, priceRangeError);
// No schema id: OpenAPI takes a query string's parameters from an inline object, not a $ref.
export type ProductQuery = z.infer<typeof ProductQuery>;

/**
 * The filter options of a listing, each with its count in that listing. `category` names the
 * category whose options are offered, `Craft` when neither it nor `q` is given; a search without
 * one offers the options of what it finds.
 */
export const FilterOptionsQuery = LangQuery.extend({
  ...MarketQuery.shape,
  ...listingScope,
}).refine(priceRangeOk, priceRangeError);
export type FilterOptionsQuery = z.infer<typeof FilterOptionsQuery>;

export const ProductPage = paged(ProductCard).extend(priced).meta({ id: 'ProductPage' });
export type ProductPage = z.infer<typeof ProductPage>;

export const ProductParams = z.object({ id: Id, languageCode: Language });
export const AlsoBoughtQuery = MarketQuery.extend({
  pagesize: PageSize.default(LISTING_PAGE_SIZE),
});

export const Variant = z
  .object({
    sku: str(),
    color: str(),
    size: str(),
    sellinglPrice: Money,
    originalPrice: Money,
    compareAtPrice: Money.optional().meta({
      description:
        "This variant's compare-at price, when above its originalPrice: the shop strikes it through beside a lower selling price",
    }),
    stock: z.number().int(),
    /** The picture of this variant's colour, one of the product's `images`. */
    imageUrl: str().optional(),
  })
  .meta({ id: 'Variant' });
export type Variant = z.infer<typeof Variant>;

export const Specification = z
  .object({
    additionalInfo: str(),
    additionalSpecs: z.record(str(), str()),
  })
  .meta({ id: 'Specification' });

export const ProductDetail = z
  .object({
    id: z.number().int(),
    name: str(),
    description: str(),
    brand: str(),
    /** The product's category path, top level first (the breadcrumb). */
    categories: z.array(z.object({ id: z.number().int(), name: str() })),
    images: z.array(str()),
    originalPrice: Money,
    discountPercentage: z.number().int(),
    variants: z.array(Variant),
    specifications: z.array(Specification),
    rating: z.number(),
    reviewCount: z.number().int(),
    ...priced,
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof ProductDetail>;

export const SUGGEST_MIN_LENGTH = 2;
export const SuggestQuery = LangQuery.extend({
  ...MarketQuery.shape,
  q: str().trim().max(100).default(''),
});
export const Suggestions = z
  .object({
    products: z.array(ProductCard).max(5),
    categories: z.array(z.object({ id: z.number().int(), name: str() })),
    ...priced,
  })
  .meta({ id: 'Suggestions' });
export type Suggestions = z.infer<typeof Suggestions>;

/** Where a piece of merchandising leads: a path of the shop, such as '/product?category=12'. */
const MerchLink = str().meta({ description: "A path of the shop: '/product?category=12'" });
export const Collection = z
  .object({
    collectionName: str(),
    description: str(),
    imageUrl: str(),
    link: MerchLink,
  })
  .meta({ id: 'Collection' });
export const Deal = z
  .object({ dealUrl: str(), offerValue: z.number().int(), title: str(), link: MerchLink })
  .meta({ id: 'Deal' });
export const Banner = z
  .object({ imageUrl: str(), title: str(), link: MerchLink })
  .meta({ id: 'Banner' });
export const Announcement = z.object({ text: str(), link: MerchLink }).meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof Announcement>;
export const FlashSale = z
  .object({ endsAt: z.iso.datetime({ offset: true }) })
  .meta({ id: 'FlashSale' });

/** The shop's public answer under a review. */
export const ReviewReply = z
  .object({ text: str(), at: z.iso.datetime({ offset: true }) })
  .meta({ id: 'ReviewReply' });

export const Review = z
  .object({
    id: z.number().int(),
    name: str(),
    rating: z.number().int().min(1).max(5),
    comment: str(),
    image_url: str().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    /** The language the review is written in. */
    lang: Language,
    reply: ReviewReply.nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof Review>;
/** A review just posted: pending while the shop holds reviews for approval (not yet listed). */
export const PostedReview = Review.extend({ pending: z.boolean() }).meta({ id: 'PostedReview' });
export type PostedReview = z.infer<typeof PostedReview>;

export const ReviewParams = z.object({ productId: Id });
export const REVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The review form's text fields with SPEC §5's messages; the server adds the image part. */
export const ReviewFields = z.object({
  productId: Id,
  name: str({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters'),
  rating: z.coerce
    .number({ error: 'Rating must be between 1 and 5' })
    .int('Rating must be between 1 and 5')
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5'),
  comment: str({ error: 'Comment is required' })
    .trim()
    .min(1, 'Comment is required')
    .max(2000, 'Comment must be at most 2000 characters'),
  /** The language of the page it was written on; else the request's (?lang=, then cookie). */
  lang: Language.optional(),
});
export type ReviewFields = z.infer<typeof ReviewFields>;
