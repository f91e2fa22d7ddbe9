/**
 * Dollars as typed ("12.5", "12,50", "-3") to cents; null when it is not an amount with at most
 * two decimals. The sign is kept: a credit adjustment may take money away.
 */
export function parseCents(text: string): number | null {
  const match = /^\s*(-)?\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** Cents as the amount field shows them: 1250 → "12.50". */
export const centsText = (cents: number) => (cents / 100).toFixed(2);
