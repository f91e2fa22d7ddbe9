import { z } from 'zod';
import { Names } from './admin-catalog.ts';
import { str } from './common.ts';
import { isCurrency } from './markets.ts';
import { isCountry } from './regions.ts';

// Shipping zones and their methods (ADMIN-API.md "Markets": /api/admin/shipping/zones).

/** A postcode as zones list their prefixes: "sw1a 1aa" and "SW1A-1AA" are both "SW1A1AA". */
export const normalizePostcode = (postcode: string) =>
  postcode.toUpperCase().replace(/[^A-Z0-9]/g, '');

const Minor = z
  .number()
  .int('A whole number of minor units')
  .min(0, 'At least 0')
  .max(100_000_000, 'At most 100000000');

/** Amounts per currency, each in its minor unit (a yen is 1): `{ EUR: 495, JPY: 800 }`. */
export const PerCurrency = z
  .record(str().refine(isCurrency, 'Choose a currency from the list'), Minor)
  .meta({ id: 'PerCurrency' });
export type PerCurrency = z.infer<typeof PerCurrency>;

const Days = z.number().int('A whole number of days').min(0, 'At least 0').max(365, 'At most 365');

export const WeightBand = z
  .object({
    upToGrams: z
      .number()
      .int('A whole number of grams')
      .min(1, 'A band is at least 1 gram')
      .max(1_000_000, 'At most 1000000'),
    prices: PerCurrency,
  })
  .meta({ id: 'WeightBand', description: 'The price of carts up to this weight' });

const MethodFields = z.object({
  name: Names,
  prices: PerCurrency.meta({
    description: 'For any weight no band covers; a currency priced nowhere is not offered',
  }),
  weightBands: z.array(WeightBand).max(20, 'At most 20 bands').default([]),
  freeOver: PerCurrency.default({}).meta({
    description: 'Items (after discounts) at or above this ship free',
  }),
  days: z
    .object({ min: Days, max: Days })
    .refine((d) => d.min <= d.max, { path: ['max'], message: 'At least the minimum' }),
});

type MethodInput = z.infer<typeof MethodFields>;

/**
 * Prices that add up: some currency priced, no weight twice, and per currency no heavier band
 * cheaper than a lighter one nor the price over the bands cheaper than any band.
 */
function checkMethod(method: MethodInput, ctx: z.RefinementCtx) {
  const issue = (path: PropertyKey[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const bands = method.weightBands;
  if (!Object.keys(method.prices).length && !bands.some((b) => Object.keys(b.prices).length)) {
    issue(['prices'], 'Give a price in at least one currency');
  }
  const order = bands.map((b, i) => ({ ...b, i })).sort((a, b) => a.upToGrams - b.upToGrams);
  order.forEach((band, k) => {
    const lighter = order[k - 1];
    if (lighter?.upToGrams === band.upToGrams) {
      issue(['weightBands', band.i, 'upToGrams'], 'Two bands have the same weight');
    }
    for (const [currency, price] of Object.entries(band.prices)) {
      const below = order.slice(0, k).map((b) => b.prices[currency] ?? 0);
      if (price < Math.max(0, ...below)) {
        issue(['weightBands', band.i, 'prices', currency], 'A heavier band cannot cost less');
      }
      const over = method.prices[currency];
      if (over !== undefined && over < price) {
        issue(['prices', currency], 'The price over the bands cannot be less than a band’s');
      }
    }
  });
}

export const ShippingMethodSave = MethodFields.extend({
  id: z
    .number()
    .int()
    .positive()
    .optional()
    .meta({ description: 'A method of this zone kept (a cart may have chosen it); absent: new' }),
})
  .superRefine(checkMethod)
  .meta({ id: 'ShippingMethodSave' });

const Postcode = str()
  .transform(normalizePostcode)
  .pipe(str().regex(/^[A-Z0-9]{1,10}$/, 'Up to 10 letters and digits'));

const unique = (values: readonly string[]) => new Set(values).size === values.length;

const ZoneFields = z.object({
  name: str().trim().min(1, 'Required').max(60, 'At most 60 characters'),
  countries: z
    .array(str().refine(isCountry, 'Not a country code'))
    .max(300)
    .refine(unique, 'A country is listed twice')
    .meta({ description: 'ISO 3166-1 codes; none: every address no other zone takes' }),
  postcodes: z
    .array(Postcode)
    .max(500, 'At most 500 postcodes')
    .refine(unique, 'A postcode is listed twice')
    .meta({
      description:
        'Prefixes ("75", "SW1A", "100"): an address whose postcode starts with one is in the zone, the longest match winning; none: the whole countries',
    }),
  methods: z.array(ShippingMethodSave).max(20, 'At most 20 methods'),
});

const needsCountries = (zone: { countries?: string[]; postcodes?: string[] }) =>
  !zone.postcodes?.length || !!zone.countries?.length;
const NEEDS_COUNTRIES = {
  path: ['countries'],
  message: 'Choose the countries these postcodes are in',
  // Said beside the other fields' problems, not only once they are all right.
  when: () => true,
};

export const ShippingZoneCreate = ZoneFields.extend({
  postcodes: ZoneFields.shape.postcodes.default([]),
})
  .refine(needsCountries, NEEDS_COUNTRIES)
  .meta({ id: 'ShippingZoneCreate' });
export type ShippingZoneCreate = z.infer<typeof ShippingZoneCreate>;
export type ShippingZoneCreateInput = z.input<typeof ShippingZoneCreate>;

/** Absent fields are kept; `methods` given replaces the zone's methods (ids keep theirs). */
export const ShippingZonePatch = ZoneFields.partial().meta({ id: 'ShippingZonePatch' });
export type ShippingZonePatch = z.infer<typeof ShippingZonePatch>;

export const ShippingMethod = MethodFields.extend({ id: z.number().int() }).meta({
  id: 'ShippingMethod',
});
export const ShippingZone = z
  .object({
    id: z.number().int(),
    name: str(),
    countries: z.array(str()),
    postcodes: z.array(str()),
    methods: z.array(ShippingMethod),
  })
  .meta({ id: 'ShippingZone' });
export type ShippingZone = z.infer<typeof ShippingZone>;
