import {
  currencyDigits,
  type Names,
  type ShippingZone,
  type ShippingZoneCreateInput,
} from '@atelier/contract';
import { filledNames } from '../categories/NamesFields.tsx';

/** Amounts as typed, by currency; an empty one is not priced in that currency. */
export type Amounts = Record<string, string>;

export interface BandForm {
  key: number;
  upToGrams: string;
  prices: Amounts;
}

export interface MethodForm {
  key: number;
  id?: number;
  name: Partial<Names>;
  minDays: string;
  maxDays: string;
  prices: Amounts;
  freeOver: Amounts;
  bands: BandForm[];
}

export interface ZoneForm {
  name: string;
  countries: string;
  postcodes: string;
  methods: MethodForm[];
}

let keys = 0;
/** A row's React key: methods and bands are added and removed in place. */
export const nextKey = () => ++keys;

/** An amount typed in a currency's own unit ("12.50" €, "800" ¥) to its minor unit; null when not one. */
export function parseMinor(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const match = /^\s*(\d{1,9})(?:[.,](\d+))?\s*$/.exec(text);
  if (!match || (match[2] ?? '').length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
}

/** A minor amount as its field shows it: 1250 € → "12.50", 800 ¥ → "800". */
export const minorText = (minor: number, currency: string) =>
  (minor / 10 ** currencyDigits(currency)).toFixed(currencyDigits(currency));

/** Minor amounts by currency as their fields show them. */
export const texts = (amounts: Record<string, number>): Amounts =>
  Object.fromEntries(Object.entries(amounts).map(([c, minor]) => [c, minorText(minor, c)]));

export const newMethod = (): MethodForm => ({
  key: nextKey(),
  name: { en: '' },
  minDays: '3',
  maxDays: '7',
  prices: {},
  freeOver: {},
  bands: [],
});

export const formOf = (zone: ShippingZone | null): ZoneForm => ({
  name: zone?.name ?? '',
  countries: zone?.countries.join(', ') ?? '',
  postcodes: zone?.postcodes.join(', ') ?? '',
  methods: zone
    ? zone.methods.map((m) => ({
        key: nextKey(),
        id: m.id,
        name: m.name,
        minDays: String(m.days.min),
        maxDays: String(m.days.max),
        prices: texts(m.prices),
        freeOver: texts(m.freeOver ?? {}),
        bands: (m.weightBands ?? []).map((b) => ({
          key: nextKey(),
          upToGrams: String(b.upToGrams),
          prices: texts(b.prices),
        })),
      }))
    : [newMethod()],
});

/** Filled amounts only; one that is not an amount is sent as NaN, for the contract to refuse. */
const amounts = (typed: Amounts) =>
  Object.fromEntries(
    Object.entries(typed).flatMap(([currency, text]) =>
      text.trim() ? [[currency, parseMinor(text, currency) ?? NaN]] : [],
    ),
  );

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);
const list = (text: string, upper: boolean) =>
  text
    .split(upper ? /[\s,;]+/ : /[,;\n]+/)
    .map((s) => (upper ? s.trim().toUpperCase() : s.trim()))
    .filter(Boolean);

/** The zone as the API takes it. */
export const inputOf = (form: ZoneForm): ShippingZoneCreateInput => ({
  name: form.name,
  countries: list(form.countries, true),
  postcodes: list(form.postcodes, false),
  methods: form.methods.map((m) => ({
    ...(m.id === undefined ? {} : { id: m.id }),
    name: { ...filledNames(m.name), en: m.name.en?.trim() ?? '' },
    prices: amounts(m.prices),
    freeOver: amounts(m.freeOver),
    weightBands: m.bands.map((b) => ({ upToGrams: whole(b.upToGrams), prices: amounts(b.prices) })),
    days: { min: whole(m.minDays), max: whole(m.maxDays) },
  })),
});
