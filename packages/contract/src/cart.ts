import { z } from 'zod';
import { MarketQuery, priced, ProductCard } from './catalog.ts';
import { DEFAULT_LANGUAGE, ErrorReason, Id, Language, Money, ReasonParams, str } from './common.ts';
import { AddressFields } from './addresses.ts';
import { DiscountCodeText, Totals } from './promotions.ts';

export const CART_MAX_QTY = 99;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isGuestId = (value: string) => UUID.test(value);

/** Whose cart: the signed-in user's own email, or a guest's UUID (session storage `uuid`). */
export const CartOwnerRef = str({ error: 'userId is required' })
  .trim()
  .toLowerCase()
  .min(1, 'userId is required')
  .max(254)
  .refine((v) => isGuestId(v) || z.email().safeParse(v).success, 'Must be an email or a guest id')
  .meta({ description: "The signed-in user's email, or the guest's UUID" });

export const CartQuery = z.object({
  userId: CartOwnerRef,
  lang: Language.default(DEFAULT_LANGUAGE),
  ...MarketQuery.shape,
  useCredit: z
    .stringbool()
    .optional()
    .meta({ description: "true: the totals spend the shopper's store credit, as checkout would" }),
});

const Qty = z
  .number({ error: 'Quantity is required' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(CART_MAX_QTY, `Quantity must be at most ${CART_MAX_QTY}`);

const LineRef = {
  userId: CartOwnerRef,
  lang: Language.default(DEFAULT_LANGUAGE),
  ...MarketQuery.shape,
  sku: str().trim().min(1, 'sku is required').max(64),
  productId: Id,
};

/** I adds `qty` to the SKU's line, U sets line `id` (or the SKU's line) to `qty`, D removes it. */
export const CartUpdateRequest = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('I'), ...LineRef, qty: Qty, id: Id.optional() }),
    z.object({ action: z.literal('U'), ...LineRef, qty: Qty, id: Id.optional() }),
    z.object({ action: z.literal('D'), ...LineRef, qty: z.number().optional(), id: Id.optional() }),
  ])
  .meta({ id: 'CartUpdateRequest' });
export type CartUpdateRequest = z.input<typeof CartUpdateRequest>;

export const CartLine = z
  .object({
    cartId: z.number().int(),
    sku: str(),
    productId: z.number().int(),
    name: str(),
    brand: str(),
    imageUrl: str(),
    sellingPrice: Money,
    originalPrice: Money,
    discountPercentage: z.number().int(),
    size: str(),
    color: str(),
    qty: z.number().int(),
    subTotal: Money,
    stock: z.number().int(),
    available: z.boolean().optional().meta({
      description: 'false: the product is no longer sold (a draft or archived); remove the line',
    }),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof CartLine>;

/** A shipping method's terms for a cart (none: for anything), in the answer's currency. */
export const DeliveryPromise = z
  .object({
    price: Money.meta({ description: '0: free' }),
    freeOver: Money.nullable().meta({ description: 'Items from this amount ship free by it' }),
    moreForFree: Money.meta({
      description:
        'What the items lack for it to ship free: 0 when it does, or never does by amount',
    }),
    days: z.object({ min: z.number().int(), max: z.number().int() }),
  })
  .meta({ id: 'DeliveryPromise' });
export type DeliveryPromise = z.infer<typeof DeliveryPromise>;

const promised = DeliveryPromise.nullable().meta({
  description:
    "The cheapest method to the market's own country (its code's, else its first; the rest of the " +
    "world's: the catch-all zone's) before an address is known; null: no delivery there",
});

/** GET /api/v1/delivery: what the product page promises a market's shopper. */
export const DeliveryAnswer = z
  .object({ ...priced, delivery: promised })
  .meta({ id: 'DeliveryAnswer' });
export type DeliveryAnswer = z.infer<typeof DeliveryAnswer>;

/** The cart and the delivery fields of the default address ('' when none, or for a guest). */
export const CartSummary = z
  .object({
    ...priced,
    productCart: z.array(CartLine),
    total: Money.meta({ description: 'What the shopper pays: totals.total' }),
    tax: Money.optional().meta({
      description:
        'totals.tax: included in the prices or added to them, as totals.taxIncluded says',
    }),
    name: str(),
    flatNo: str(),
    addrssLine1: str(),
    addrssLine2: str(),
    zipocode: str(),
    phone: str(),
    discount: Money.meta({ description: "What the cart's code takes off" }),
    discountCode: str().nullable().meta({ description: 'The code applied to the cart' }),
    discountReason: ErrorReason.optional().meta({
      description: "Why the cart's code takes nothing off now (it stays applied)",
    }),
    discountParams: ReasonParams.optional().meta({
      description: "The reason's parameters: the minimum spend in the cart's currency",
    }),
    discountDropped: z
      .object({ code: str(), reason: ErrorReason })
      .optional()
      .meta({
        description:
          'The code a guest applied that did not come into the account at sign-in, and why ' +
          '(until a code is applied or removed, or an order placed)',
      }),
    creditBalance: Money.meta({
      description:
        'The store credit the shopper may spend now: held referral credit is left out (0 for a guest)',
    }),
    totals: Totals,
    delivery: promised,
  })
  .meta({ id: 'CartSummary' });

/** POST /api/v1/cart/discount: the code to apply to the caller's cart; DELETE's query. */
export const CartDiscountRequest = z
  .object({
    ...CartQuery.pick({ userId: true, lang: true, market: true }).shape,
    code: DiscountCodeText,
  })
  .meta({ id: 'CartDiscountRequest' });
export type CartDiscountRequest = z.input<typeof CartDiscountRequest>;
export const CartDiscountQuery = CartQuery.pick({ userId: true, lang: true, market: true });
export type CartSummary = z.infer<typeof CartSummary>;

export const WishlistParams = z.object({ productId: Id });

/** PUT's optional body: the variant the shopper chose on the product page, kept with the product. */
export const WishlistSave = z
  .object({ sku: str().trim().min(1, 'sku is required').max(64).optional() })
  .meta({ id: 'WishlistSave' });
export type WishlistSave = z.input<typeof WishlistSave>;

/**
 * A saved product. Saved with a variant, its `sku`, `color` and picture are that variant's,
 * `sizeCount` is 1 (the size is chosen) and `size` and `stock` say which and how many are left;
 * saved without one, it is the product's card.
 */
export const WishlistItem = ProductCard.extend({
  size: str().optional().meta({ description: "The saved variant's size" }),
  stock: z.number().int().optional().meta({ description: "The saved variant's stock" }),
}).meta({ id: 'WishlistItem' });
export type WishlistItem = z.infer<typeof WishlistItem>;

/**
 * POST /api/v1/cart/quote: the caller's cart sent to an address (a saved one, or the one typed at
 * checkout), as an order of it would be: its market, the methods that deliver there, and the
 * totals line by line.
 */
export const CartQuoteRequest = z
  .object({
    ...CartQuery.shape,
    useCredit: z.boolean().optional(),
    addressId: Id.optional().meta({ description: 'One of your saved addresses' }),
    address: AddressFields.optional().meta({ description: 'The address typed at checkout' }),
    shippingMethod: Id.optional().meta({ description: 'The chosen method; none: the first' }),
  })
  .refine((o) => (o.addressId === undefined) !== (o.address === undefined), {
    path: ['address'],
    message: 'Send addressId or address',
  })
  .meta({ id: 'CartQuoteRequest' });
export type CartQuoteRequest = z.input<typeof CartQuoteRequest>;

export const ShippingChoice = DeliveryPromise.extend({
  id: Id,
  name: str().meta({ description: "In the request's language" }),
}).meta({ id: 'ShippingChoice' });

export const CartQuote = z
  .object({
    ...priced,
    marketChanged: z.boolean().meta({
      description:
        'true: the address is in another market than the one asked for, and these are its prices',
    }),
    productCart: z.array(CartLine),
    shippingMethods: z.array(ShippingChoice).meta({ description: 'None: no delivery there' }),
    shippingMethod: Id.nullable(),
    creditBalance: Money,
    totals: Totals,
  })
  .meta({ id: 'CartQuote' });
export type CartQuote = z.infer<typeof CartQuote>;
