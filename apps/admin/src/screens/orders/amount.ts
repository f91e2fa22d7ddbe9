import { BASE_CURRENCY, currencyDigits } from '@atelier/contract';

/**
 * An amount as typed in `currency` ("12.5", "12,50", "-3"; whole yen) to its minor unit; null when
 * it is not an amount with at most the currency's decimals. The sign is kept: a credit adjustment
 * may take money away.
 */
export function parseCents(text: string, currency = BASE_CURRENCY): number | null {
  const digits = currencyDigits(currency);
  const match = /^\s*(-)?\s*(\d{1,9})(?:[.,](\d+))?\s*$/.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0'));
  return minus ? -minor : minor;
}

/** Minor units as the amount field shows them: 1250 USD → "12.50", 1250 JPY → "1250". */
export const centsText = (minor: number, currency = BASE_CURRENCY) => {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};
