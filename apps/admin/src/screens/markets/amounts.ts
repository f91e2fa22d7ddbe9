import { currencyDigits } from '@atelier/contract';

// What the market and tax forms show and read: an amount in its currency's units (the API's minor
// units: 95 cents, 10 yen), a rate as a percentage (the API's fraction: 6.875 % is 0.06875).

/** Minor units as typed in the currency's units: 95 in EUR → "0.95", 10 in JPY → "10". */
export function minorText(minor: number, currency: string) {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** "0.95" (or "0,95") in EUR → 95; NaN when it has more decimals than the currency's minor unit. */
export function parseMinor(text: string, currency: string): number {
  const digits = currencyDigits(currency);
  const match = /^\s*(\d{1,9})(?:[.,](\d*))?\s*$/.exec(text);
  if (!match || (match[2] ?? '').length > digits) return NaN;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
}

/** 0.06875 → "6.875". */
export const percentText = (rate: number) => String(Number((rate * 100).toFixed(4)));

/** "6.875" (or "6,875") → 0.06875, exact to the millionth; NaN when it is no percentage. */
export function parsePercent(text: string): number {
  const match = /^\s*(\d{1,3})(?:[.,](\d*))?\s*$/.exec(text);
  if (!match) return NaN;
  const fraction = match[2] ?? '';
  // More than 4 decimals stays visible to the contract's check (it says how many are allowed).
  if (fraction.length > 4) return Number(`${match[1]}.${fraction}`) / 100;
  return (Number(match[1]) * 10_000 + Number(fraction.padEnd(4, '0'))) / 1_000_000;
}
