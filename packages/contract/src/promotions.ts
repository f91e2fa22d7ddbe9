import { z } from 'zod';
import { Cursor, cursorPage, PageLimit } from './admin.ts';
import { DEFAULT_LANGUAGE, Language, Money, str } from './common.ts';
import { knownCurrencies } from './markets.ts';
import { BASE_CURRENCY } from './price-rule.ts';

// Promotions and store money (ADMIN-API.md "Promotions and store money", issue 22).

/** How a code is typed: letters, digits, '-' and '_', compared in capitals. */
export const DiscountCodeText = str({ error: 'Enter a code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, 'A code is 3 to 32 letters, digits, - or _');

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;

const Cents = z.number().int().min(0).max(100_000_000);
const Limit = z.number().int().min(1).max(1_000_000);
const At = z.iso.datetime({ offset: true });

/**
 * Amounts staff fix per currency, each in its minor unit (`{ EUR: 900, JPY: 1500 }`): the base
 * currency's is the code's own, and a currency left out exchanges it at its market's rate.
 */
const perCurrency = (least: z.ZodNumber) =>
  z
    .record(str(), least.int('A whole number of minor units').max(100_000_000, 'At most 100000000'))
    // Checked here rather than as the record's key, so the message names the currency's field.
    .superRefine(knownCurrencies)
    .superRefine((amounts, ctx) => {
      if (BASE_CURRENCY in amounts) {
        const message = `${BASE_CURRENCY} is the code's own amount`;
        ctx.addIssue({ code: 'custom', path: [BASE_CURRENCY], message });
      }
    });

const codeFields = {
  kind: z.enum(DISCOUNT_KINDS),
  value: z
    .number()
    .int()
    .min(1)
    .max(100_000_000)
    .meta({ description: 'percent: 1-100; amount: cents off' }),
  amounts: perCurrency(z.number().min(1, 'An amount is more than 0'))
    .optional()
    .meta({ description: 'amount: the amount off per currency, in its minor unit' }),
  minSubtotalCents: Cents.optional(),
  minSubtotals: perCurrency(z.number().min(0, 'At least 0'))
    .optional()
    .meta({ description: 'The minimum spend per currency, in its minor unit' }),
  startsAt: At.nullable().optional(),
  endsAt: At.nullable().optional(),
  usageLimit: Limit.nullable().optional().meta({ description: 'Orders in all; null: no limit' }),
  perCustomerLimit: Limit.nullable().optional(),
  firstOrderOnly: z.boolean().optional(),
  active: z.boolean().optional(),
};

const percentAtMost100 = (c: { kind?: string; value?: number }) =>
  c.kind !== 'percent' || c.value === undefined || c.value <= 100;
const amountsOfAmount = (c: { kind?: string; amounts?: Record<string, number> }) =>
  c.kind !== 'percent' || !Object.keys(c.amounts ?? {}).length;
const AMOUNTS_OF_PERCENT = {
  path: ['amounts'],
  message: 'A percentage is the same in every currency',
};
const endsAfterStart = (c: { startsAt?: string | null; endsAt?: string | null }) =>
  !c.startsAt || !c.endsAt || Date.parse(c.endsAt) > Date.parse(c.startsAt);

export const DiscountCodeCreate = z
  .object({ code: DiscountCodeText, ...codeFields })
  .refine(percentAtMost100, { path: ['value'], message: 'A percentage is at most 100' })
  .refine(amountsOfAmount, AMOUNTS_OF_PERCENT)
  .refine(endsAfterStart, { path: ['endsAt'], message: 'The end must come after the start' })
  .meta({ id: 'DiscountCodeCreate' });
export type DiscountCodeCreate = z.output<typeof DiscountCodeCreate>;

/** Any of the fields; the code itself stays (orders name it). */
export const DiscountCodePatch = z
  .object(codeFields)
  .partial()
  .refine(percentAtMost100, { path: ['value'], message: 'A percentage is at most 100' })
  .refine(amountsOfAmount, AMOUNTS_OF_PERCENT)
  .refine(endsAfterStart, { path: ['endsAt'], message: 'The end must come after the start' })
  .meta({ id: 'DiscountCodePatch' });
export type DiscountCodePatch = z.output<typeof DiscountCodePatch>;

export const AdminDiscountCode = z
  .object({
    id: z.number().int(),
    code: str(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().int(),
    /** Fixed per currency; another market's currency exchanges `value` (or the minimum). */
    amounts: z.record(str(), z.number().int()),
    minSubtotalCents: z.number().int(),
    minSubtotals: z.record(str(), z.number().int()),
    startsAt: str().nullable(),
    endsAt: str().nullable(),
    usageLimit: z.number().int().nullable(),
    perCustomerLimit: z.number().int().nullable(),
    firstOrderOnly: z.boolean(),
    active: z.boolean(),
    /** A personal code (the newsletter's welcome code): only this account may use it. */
    email: str().nullable(),
    /** Orders using it now (a cancelled order's use is given back). */
    usedCount: z.number().int(),
    createdAt: str(),
  })
  .meta({ id: 'AdminDiscountCode' });
export type AdminDiscountCode = z.infer<typeof AdminDiscountCode>;

export const AdminDiscountCodesQuery = z.object({
  q: str()
    .trim()
    .toUpperCase()
    .min(1)
    .max(32)
    .optional()
    .meta({ description: 'A code or its start' }),
  cursor: Cursor.optional(),
  limit: PageLimit,
});
export const AdminDiscountCodePage = cursorPage(AdminDiscountCode).meta({
  id: 'AdminDiscountCodePage',
});

/**
 * An order's money line by line, computed on the server by one function: subtotal - member -
 * discount + tax - credit = total, the total being what the card or the courier takes.
 */
export const Totals = z
  .object({
    subtotal: Money,
    member: Money.meta({ description: "Off the subtotal for a member's plan" }),
    discount: Money,
    shipping: Money.meta({ description: 'The chosen shipping method, tax as the prices have it' }),
    tax: Money,
    taxIncluded: z.boolean().meta({
      description: 'true: the prices include the tax (VAT), which the total does not add again',
    }),
    taxLines: z
      .array(z.object({ rate: z.number().min(0).max(1), net: Money, tax: Money }))
      .meta({ description: 'The tax per rate, as the invoice states it' }),
    credit: Money.meta({ description: 'Store credit paying part or all of it' }),
    total: Money.meta({
      description: 'subtotal − member − discount + shipping + tax (when added) − credit',
    }),
  })
  .meta({ id: 'Totals' });
export type Totals = z.infer<typeof Totals>;

/** The token of a newsletter link (confirmation or unsubscribe), and the page's language. */
export const NewsletterTokenRequest = z
  .object({
    token: str()
      .trim()
      .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invalid link'),
    lang: Language.default(DEFAULT_LANGUAGE),
  })
  .meta({ id: 'NewsletterTokenRequest' });
export type NewsletterTokenRequest = z.input<typeof NewsletterTokenRequest>;

/**
 * Where a newsletter mail's List-Unsubscribe header points (RFC 8058 one-click): the mail
 * provider's Unsubscribe button posts there, with the token (and the mail's language) in the
 * address; a person who opens it is sent to the unsubscribe page.
 */
export const NEWSLETTER_ONE_CLICK_PATH = '/api/newsletter/unsubscribe/one-click';

// No id: a query's schema is inlined as its parameters in the OpenAPI document.
export const NewsletterOneClickQuery = NewsletterTokenRequest.pick({ token: true, lang: true });

/** What RFC 8058 has the provider post, as a form (multipart or URL-encoded). */
export const NewsletterOneClickForm = z
  .object({ 'List-Unsubscribe': z.literal('One-Click') })
  .meta({ id: 'NewsletterOneClickForm' });

export { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from './newsletter-links.ts';
