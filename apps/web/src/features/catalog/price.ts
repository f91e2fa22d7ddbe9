import type { Language } from '@atelier/contract';
import { BCP47 } from '@atelier/ui/languages';
import { currencyDigits } from '@atelier/contract/price-rule';

const formatters = new Map<string, Intl.NumberFormat>();

const formatterOf = (language: Language, currency: string) => {
  const key = `${language} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(BCP47[language], { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * An amount in `currency` (the answer's: the market's, an order's), written the way the page's
 * language writes that currency: 50,95 € in French, ￥9,150 in Japanese.
 */
export const formatPrice = (amount: number, language: Language, currency: string): string =>
  formatterOf(language, currency).format(amount);

/**
 * The price a card or a variant shows struck through beside a lower selling price: its compare-at
 * price, which the server sends only when above its own (the feed's rule, products/pricing.ts).
 */
export const regularPrice = (item: { originalPrice: number; compareAtPrice?: number }) =>
  item.compareAtPrice ?? item.originalPrice;

/**
 * SPEC §2: the selling price is computed from originalPrice and discountPercentage, rounded to the
 * currency's minor unit half up as the server rounds it (in whole cents, so 13.99 at 60% off is
 * 5.60, not 5.59; in whole yen).
 */
export function discountedPrice(
  originalPrice: number,
  discountPercentage: number,
  currency: string,
): number {
  const unit = 10 ** currencyDigits(currency);
  const minor = Math.round(originalPrice * unit);
  return Math.round((minor * (100 - discountPercentage)) / 100) / unit;
}
