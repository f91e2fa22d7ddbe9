import { z } from 'zod';

/**
 * What a PostgreSQL text value cannot hold: NUL, and half a UTF-16 surrogate pair (it would be
 * stored as U+FFFD: changed, not as sent). The first test is cheap and almost always false.
 */
const SUSPECT = /[\0\uD800-\uDFFF]/;
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The contract's one string: `z.string()` that refuses characters the database can't store, with a
 * 400 naming the field. Every string of the contract, in and out, is one (a server test checks),
 * but the error body's: the server's own words, which must never fail to go out.
 */
export const str = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !(SUSPECT.test(value) && UNSTORABLE.test(value)), {
    error: (issue) =>
      `${issue.path?.join('.') || 'Text'} contains a character that cannot be stored (U+0000 or a lone surrogate)`,
  });

export const LANGUAGES = ['en', 'es', 'cn', 'jp', 'tw', 'fr'] as const;
export const Language = z.enum(LANGUAGES).meta({ id: 'Language' });
export type Language = z.infer<typeof Language>;
export const DEFAULT_LANGUAGE: Language = 'en';

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYMENT',
  'INTERNAL',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * Why a shopper's request was refused, as a stable code the shop translates (with `params`):
 * `message` says it in the request's language for API users (its `lang`, else the language
 * cookie, else English); the shop shows its own translation.
 */
export const ERROR_REASONS = [
  'SOLD_OUT',
  'ONLY_LEFT',
  'MAX_QTY',
  'CART_EMPTY',
  'OUT_OF_STOCK',
  'ADDRESS_REQUIRED',
  'NOT_PAYABLE',
  'NOT_CANCELLABLE',
  'AMOUNT_MISMATCH',
  'CARD_INVALID',
  'CARD_EXPIRED',
  'UNAVAILABLE',
  'CODE_UNKNOWN',
  'CODE_NOT_STARTED',
  'CODE_EXPIRED',
  'CODE_MIN_SUBTOTAL',
  'CODE_USED_UP',
  'CODE_ALREADY_USED',
  'CODE_FIRST_ORDER',
  'CODE_NOT_YOURS',
  'CODE_NEEDS_ACCOUNT',
  'NO_PLAN',
  'PLAN_RENEWING',
  'PLAN_NOT_CANCELLABLE',
  'PLAN_NOT_ON_SALE',
  'PLAN_OFF',
  'CASH_OFF',
  'MARKET_CHANGED',
  'NO_DELIVERY',
  'SHIPPING_UNAVAILABLE',
  'NOT_RETURNABLE',
  'EXCHANGE_SOLD_OUT',
  'RETURN_CLOSED',
  'NOT_EDITABLE',
  'SWAP_OTHER_PRODUCT',
] as const;
export const ErrorReason = z.enum(ERROR_REASONS);
export type ErrorReason = z.infer<typeof ErrorReason>;
export type ErrorParams = Record<string, string | number>;
/** What a reason's text fills in: `{ min: 45, currency: 'EUR' }`. */
export const ReasonParams = z.record(z.string(), z.union([z.string(), z.number()]));

export const ErrorBody = z
  .object({
    error: z.object({
      code: ErrorCode,
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      reason: ErrorReason.optional(),
      params: ReasonParams.optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A database id as it arrives in a path or query string. */
export const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** Money on the wire: in its currency's major unit, to its minor unit (dollars to the cent, whole yen). */
export const Money = z.number().nonnegative();

export const LanguageParams = z.object({ languageCode: Language });

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    offset: z.number().int(),
    pagesize: z.number().int(),
    total: z.number().int(),
    /**
     * False when counting stopped early: at least `total` items match, and `total` lies past any
     * page a client can ask for next (the count stops 1,000 items after the offset).
     */
    totalExact: z.boolean(),
  });
}
