// A market's price from the shop's base price: the server's money module prices with it, the back
// office shows a market's rounding on an example with it. Plain data and arithmetic, no zod.

/** Prices are kept in this currency (variants.price_cents); markets convert from it. */
export const BASE_CURRENCY = 'USD';

// Kept per currency: making a NumberFormat costs more than a product page's SQL, and a page
// prices each variant several times.
const DIGITS = new Map<string, number>();

/** Decimal places of a currency's minor unit as ISO 4217 and the card networks count them. */
export function currencyDigits(currency: string): number {
  let digits = DIGITS.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits!;
    DIGITS.set(currency, digits);
  }
  return digits;
}

/** A rate as millionths, exact for any rate the tables hold (numeric with six places). */
export const ppm = (rate: number) => BigInt(Math.round(rate * 1_000_000));

const ceilDiv = (num: bigint, den: bigint) => (num <= 0n ? -(-num / den) : (num + den - 1n) / den);

export interface PriceRule {
  currency: string;
  /** Units of `currency` for one of the base currency's. */
  exchangeRate: number;
  /** Rounded up to a multiple of `step` minor units, plus `ending` (step 100, ending 95: €49.95). */
  rounding: { step: number; ending: number };
}

/** A base price in a market's currency: converted by its rate, rounded up to its rule; 0 stays 0. */
export function convertPrice(baseMinor: number, rule: PriceRule): number {
  if (baseMinor <= 0) return 0;
  const shift = currencyDigits(rule.currency) - currencyDigits(BASE_CURRENCY);
  let num = BigInt(baseMinor) * ppm(rule.exchangeRate);
  let den = 1_000_000n;
  if (shift >= 0) num *= 10n ** BigInt(shift);
  else den *= 10n ** BigInt(-shift);
  const step = BigInt(rule.rounding.step);
  const ending = BigInt(rule.rounding.ending);
  return Number(ceilDiv(num - ending * den, step * den) * step + ending);
}

/**
 * What a refund of `units` more of `of` units gives back of `paid`, once `given` units were: the
 * cumulative share rounded down, so any split of a line's refunds sums to exactly what was paid.
 */
export function shareOfUnits(paid: number, of: number, given: number, units: number): number {
  const upTo = (n: number) => Number((BigInt(paid) * BigInt(n)) / BigInt(of));
  return upTo(given + units) - upTo(given);
}
