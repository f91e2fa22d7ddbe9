import { z } from 'zod';
import { str } from './common.ts';
import { isCountry, regionsOf } from './regions.ts';

// Markets and tax rates (ADMIN-API.md and API.md, "Markets"): which countries buy in which
// currency, with which tax mode and price rule, and the rates tax is charged at.

export const TAX_MODES = ['included', 'added'] as const;
export const TaxMode = z.enum(TAX_MODES).meta({
  id: 'TaxMode',
  description: 'included: shelf prices include tax (VAT); added: tax is added at checkout',
});
export type TaxMode = z.infer<typeof TaxMode>;

export const MARKET_PAYMENT_METHODS = ['card', 'cash'] as const;
export const MarketPaymentMethod = z.enum(MARKET_PAYMENT_METHODS);

/** Up to `places` decimals: the database keeps exactly that many (numeric(…, 6)). */
const places = (value: number, n: number) => {
  const scaled = value * 10 ** n;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** ISO 4217 codes the runtime formats, asked once (Intl.supportedValuesOf is not cheap). */
let currencies: Set<string> | undefined;
export const isCurrency = (code: string) =>
  (currencies ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

/** Amounts per currency: each key must be a currency, said at its own field ('prices.EUR'). */
export function knownCurrencies(amounts: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const currency of Object.keys(amounts)) {
    if (!isCurrency(currency)) {
      ctx.addIssue({
        code: 'custom',
        path: [currency],
        message: 'Choose a currency from the list',
      });
    }
  }
}

const Country = str().refine(isCountry, 'Choose a country from the list');

export const MarketRounding = z
  .object({
    step: z
      .number()
      .int('A whole number of minor units')
      .min(1, 'At least 1')
      .max(100_000, 'At most 100000')
      .meta({ description: 'Prices are rounded up to a multiple of this many minor units' }),
    ending: z
      .number()
      .int('A whole number of minor units')
      .min(0, 'At least 0')
      .default(0)
      .meta({ description: 'Added to the multiple (step 100, ending 95: 49.95); below the step' }),
  })
  .refine((r) => r.ending < r.step, {
    path: ['ending'],
    message: 'The ending must be less than the step',
  })
  .meta({ id: 'MarketRounding' });

const MarketFields = z.object({
  code: str()
    .regex(/^[a-z][a-z0-9-]{1,23}$/, 'Use 2 to 24 lowercase letters, digits and dashes')
    .meta({ description: 'Stable, in URLs (?market=eu)' }),
  name: str().trim().min(1, 'Required').max(60, 'At most 60 characters'),
  countries: z
    .array(Country)
    .max(300)
    .refine((c) => new Set(c).size === c.length, 'A country is listed twice')
    .meta({ description: 'ISO 3166-1 codes; a country belongs to one market' }),
  currency: str()
    .refine(isCurrency, 'Choose a currency from the list')
    .meta({ description: 'ISO 4217' }),
  taxMode: TaxMode,
  rounding: MarketRounding,
  exchangeRate: z
    .number()
    .gt(0, 'More than 0')
    .lt(100_000_000, 'Below 100000000')
    .refine((r) => places(r, 6), 'At most 6 decimal places')
    .meta({ description: "Units of the market's currency for one of the base currency's (USD)" }),
  paymentMethods: z
    .array(MarketPaymentMethod)
    .min(1, 'Choose at least one payment method')
    .refine((m) => new Set(m).size === m.length, 'A payment method is listed twice'),
  active: z.boolean(),
});

export const Market = MarketFields.extend({
  id: z.number().int(),
  rounding: z.object({ step: z.number().int(), ending: z.number().int() }),
  /** The market of every country no other market names: one, always active, lists none. */
  restOfWorld: z.boolean(),
}).meta({ id: 'Market' });
export type Market = z.infer<typeof Market>;

export const MarketCreate = MarketFields.extend({
  exchangeRate: MarketFields.shape.exchangeRate.default(1),
  paymentMethods: MarketFields.shape.paymentMethods.default(['card', 'cash']),
  active: z.boolean().default(true),
}).meta({ id: 'MarketCreate' });
export type MarketCreate = z.infer<typeof MarketCreate>;

export const MarketPatch = MarketFields.partial().meta({ id: 'MarketPatch' });
export type MarketPatch = z.infer<typeof MarketPatch>;

/** What a shopper may pick (GET /api/v1/markets). */
export const PublicMarket = Market.pick({
  code: true,
  name: true,
  countries: true,
  currency: true,
  taxMode: true,
  // The shop scales its price slider by it (market-address.ts priceScale).
  exchangeRate: true,
  // Checkout offers cash on delivery only where the market takes it (and the shop does).
  paymentMethods: true,
}).meta({
  id: 'PublicMarket',
  description: 'countries is [] for the rest of the world: every country no other market names',
});
export type PublicMarket = z.infer<typeof PublicMarket>;

/**
 * A rate by where goods go: a country's, a region's over it (a US state), a category's over both
 * (UK children's clothing); the most precise one applies.
 */
export const TaxRate = z
  .object({
    country: Country,
    region: str()
      .regex(/^[A-Z0-9]{1,3}$/, 'Choose a region from the list')
      .optional()
      .meta({ description: "A code of the country's regions (regions.ts)" }),
    category: z.number().int().positive().optional().meta({ description: 'A category id' }),
    rate: z
      .number()
      .min(0, 'At least 0 %')
      .lt(1, 'Below 100 %')
      .refine((r) => places(r, 6), 'At most 4 decimal places of a percent')
      .meta({ description: 'A decimal fraction, up to 6 places (6.875 % is 0.06875)' }),
  })
  .superRefine((rate, ctx) => {
    const regions = regionsOf(rate.country);
    if (rate.region && regions.length && !regions.some((r) => r.code === rate.region)) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'Choose a region from the list' });
    }
  })
  .meta({ id: 'TaxRate' });
export type TaxRate = z.infer<typeof TaxRate>;

const rateKey = (r: TaxRate) => `${r.country}/${r.region ?? ''}/${r.category ?? ''}`;

export const TaxRates = z
  .array(TaxRate)
  .max(5000)
  .superRefine((rates, ctx) => {
    const seen = new Set<string>();
    rates.forEach((rate, i) => {
      const key = rateKey(rate);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'country'],
          message: 'This place and category have a rate already',
        });
      }
      seen.add(key);
    });
  })
  .meta({ id: 'TaxRates' });
