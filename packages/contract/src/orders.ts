import { z } from 'zod';
import { Email } from './accounts.ts';
import { AddressFields } from './addresses.ts';
import { DEFAULT_LANGUAGE, Id, Language, Money, str } from './common.ts';
import { MarketCode } from './catalog.ts';
import { Fulfilment, OrderEvent } from './order-tracking.ts';
import { Totals } from './promotions.ts';

export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PLACED',
  'PAID',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'PAYMENT_FAILED',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });
export type OrderStatus = z.infer<typeof OrderStatus>;

export const PaymentMethod = z.enum(['cash', 'bank']).meta({
  description: 'cash: cash on delivery (the default); bank: card payment',
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** Minutes a card order holds its stock while awaiting payment. */
export const PAYMENT_WINDOW_MINUTES = 30;

/** Days after delivery an order may still be returned (the shop's free 30-day returns). */
export const RETURN_WINDOW_DAYS = 30;

export const CreateOrderRequest = z
  .object({
    addressId: Id.optional().meta({ description: 'One of your saved addresses' }),
    address: AddressFields.optional().meta({ description: 'A new delivery address' }),
    saveAddress: z
      .boolean()
      .optional()
      .meta({ description: 'Also keep the new address in the address book' }),
    paymentMethod: PaymentMethod.default('cash'),
    lang: Language.default(DEFAULT_LANGUAGE),
    useCredit: z.boolean().optional().meta({
      description:
        'Pay with store credit first: as much of the total as it covers (all of it: nothing to pay)',
    }),
    market: MarketCode.optional().meta({
      description:
        "The market whose prices the shopper saw: another market's address is refused (MARKET_CHANGED), so no one pays in a currency they were not shown",
    }),
    shippingMethod: Id.optional().meta({
      description: "One of POST /cart/quote's methods for the address; none: its first",
    }),
    guestId: z.uuid('Invalid guest id').optional().meta({
      description:
        "Signed out: the guest cart's key; the order is the guest's, reached by its link",
    }),
    email: Email.optional().meta({
      description: "Signed out: where the guest's order mails (and its link) go",
    }),
  })
  .refine((o) => o.addressId === undefined || o.address === undefined, {
    path: ['address'],
    message: 'Send addressId or address, not both',
  })
  .meta({
    id: 'CreateOrderRequest',
    description:
      'Signed in: neither addressId nor address uses the default address. Signed out (a guest): guestId, email and address are required; saved addresses, store credit and per-customer codes need an account',
  });
export type CreateOrderRequest = z.input<typeof CreateOrderRequest>;

export const OrderItem = z
  .object({
    id: z.number().int(),
    imageUrl: str(),
    name: str(),
    brand: str(),
    color: str(),
    size: str(),
    qty: z.number().int(),
    sellingPrice: Money,
    subTotal: Money,
    status: OrderStatus,
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof OrderItem>;

export const Order = z
  .object({
    id: z.number().int(),
    orderCode: str().meta({ description: 'Readable and unique: the tracking number' }),
    name: str(),
    email: str(),
    phone: str(),
    status: OrderStatus,
    currency: str().meta({ description: 'ISO 4217 code of every amount of the order' }),
    market: MarketCode,
    total: Money,
    tax: Money,
    charges: Money,
    tnxNumber: str().nullable().meta({ description: "The payment's id once paid" }),
    flatNo: str(),
    addrssLine1: str(),
    addrsesLine2: str(),
    city: str(),
    region: str().meta({ description: "A code of the country's regions (regions.ts), or ''" }),
    zipocode: str(),
    country: str().meta({ description: 'A country code; an older order may hold its text' }),
    createdAt: z.iso.datetime({ offset: true }),
    orderItems: z.array(OrderItem),
    /** GET by code only: what happened to it, oldest first (no internal notes). */
    timeline: z.array(OrderEvent).optional(),
    /** GET by code only: its shipments, each with its carrier's tracking link. */
    shipments: z.array(Fulfilment).optional(),
    /** GET by code only: whether it has its invoice (once paid) and how many credit notes. */
    documents: z.object({ invoice: z.boolean(), creditNotes: z.number().int() }).optional(),
    /** What was refunded of it (a returned order, or a cancelled one that was paid). */
    refunded: Money.optional(),
    /** What a change before shipping made a paid order owe: paid on the order page before it ships. */
    balanceDue: Money.optional(),
    /** Its money line by line, as recorded when placed; `total` is `totals.total`. */
    totals: Totals,
    discountCode: str().nullable(),
    /** 'subscription': a plan bought by card, with nothing to deliver (no address). */
    kind: z.enum(['goods', 'subscription']).optional(),
    /** A guest's order, to its guest or its link's holder: the order page's address with its key. */
    link: str().optional(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof Order>;

export const OrdersParams = z.object({ email: Email, language: Language });
export const OrderCode = str()
  .trim()
  .toUpperCase()
  .regex(/^ATL-[A-Z0-9]{4}-[A-Z0-9]{4}$/, 'Invalid order code');
export const OrderCodeParams = z.object({ orderCode: OrderCode });
/** The query parameter of an order link's key: a guest's way to their order without an account. */
export const ORDER_KEY_PARAM = 'key';
export const OrderKey = str()
  .regex(/^[0-9a-f]{64}$/, 'Invalid order link')
  .meta({
    description: "The key of the order's link (mailed to a guest): opens it without an account",
  });
/** The shopper's page of one order (timeline, tracking links), linked from every order mail. */
export const orderPagePath = (orderCode: string) => `/orders/${encodeURIComponent(orderCode)}`;
/** An order's page or document at `path`, opened by its link's key (a guest's order), or as it is. */
export const withOrderKey = (path: string, key: string | null | undefined) =>
  key ? `${path}${path.includes('?') ? '&' : '?'}${ORDER_KEY_PARAM}=${key}` : path;
export const OrderKeyQuery = z.object({ [ORDER_KEY_PARAM]: OrderKey.optional() });
export const OrderLangQuery = OrderKeyQuery.extend({ lang: Language.default(DEFAULT_LANGUAGE) });

/**
 * A paid plan is bought like goods: a PENDING_PAYMENT order of one line and no address; once paid
 * the plan renews monthly. `lang`: the language of its mails, renewals' included.
 */
export const SubscriptionCheckoutRequest = z
  .object({
    planId: Id,
    lang: Language.default(DEFAULT_LANGUAGE),
    market: MarketCode.optional().meta({
      description:
        "The market the shopper browses in: the plan is priced in its currency unless the default address is in another market's",
    }),
  })
  .meta({ id: 'SubscriptionCheckoutRequest' });

/** A currency as payment providers name it: ISO 4217 in lower case. */
const PaymentCurrency = str().regex(/^[a-z]{3}$/, 'A currency code, such as usd');

export const PaymentIntentRequest = z
  .object({
    amount: Money.meta({ description: "Must equal the order's total computed by the server" }),
    currency: PaymentCurrency.meta({ description: "The order's currency: 'usd', 'eur', 'jpy'…" }),
    orderCode: OrderCode,
    [ORDER_KEY_PARAM]: OrderKey.optional(),
  })
  .meta({ id: 'PaymentIntentRequest' });
export type PaymentIntentRequest = z.input<typeof PaymentIntentRequest>;

export const PaymentProviderName = z.enum(['stripe', 'test']);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

export const PaymentIntent = z
  .object({
    clientSecret: str(),
    amount: Money,
    currency: PaymentCurrency,
    provider: PaymentProviderName.meta({
      description: 'test: the built-in test mode, no money moves',
    }),
    publishableKey: str().optional(),
  })
  .meta({ id: 'PaymentIntent' });
export type PaymentIntent = z.infer<typeof PaymentIntent>;

/** Card numbers of the built-in test provider (API.md). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Stripe's 4000 0000 0000 0341: the first payment succeeds, every renewal of it is declined. */
  renewalsDecline: '4000000000000341',
} as const;

export const TestConfirmRequest = z
  .object({
    clientSecret: str().min(1).max(200),
    [ORDER_KEY_PARAM]: OrderKey.optional(),
    cardNumber: str({ error: 'Card number is required' })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(str().regex(/^\d{12,19}$/, 'Your card number is invalid.')),
    expMonth: z.coerce
      .number({ error: 'Invalid expiry month' })
      .int('Invalid expiry month')
      .min(1, 'Invalid expiry month')
      .max(12, 'Invalid expiry month'),
    expYear: z.coerce
      .number({ error: 'Invalid expiry year' })
      .int('Invalid expiry year')
      .min(0, 'Invalid expiry year')
      .max(2200, 'Invalid expiry year')
      .meta({ description: 'YY or YYYY' }),
    cvc: str()
      .trim()
      .regex(/^\d{3,4}$/, "Your card's security code is invalid."),
    name: str().trim().min(1, 'Name is required').max(100),
  })
  .meta({ id: 'TestConfirmRequest' });
export type TestConfirmRequest = z.input<typeof TestConfirmRequest>;

export const TestConfirmResult = z
  .object({
    status: z.enum(['succeeded', 'requires_payment_method']),
    message: str().optional(),
    reason: z
      .enum(['CARD_DECLINED', 'INSUFFICIENT_FUNDS'])
      .optional()
      .meta({ description: 'Why a card was declined; the order still awaits payment' }),
  })
  .meta({ id: 'TestConfirmResult' });
export type TestConfirmResult = z.infer<typeof TestConfirmResult>;

export const WebhookAck = z.object({ received: z.literal(true) });

/** Orders placed as a guest with the account's email, not yet taken along (GET). */
export const UnclaimedOrders = z
  .object({ count: z.number().int() })
  .meta({ id: 'UnclaimedOrders' });
/** The code mailed to the account's email proves it is theirs: its guest orders join it. */
export const ClaimOrdersResult = z
  .object({ claimed: z.number().int().meta({ description: 'How many orders joined the account' }) })
  .meta({ id: 'ClaimOrdersResult' });
