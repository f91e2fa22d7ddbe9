import type { Language } from '@atelier/contract';
import { BCP47 } from '@atelier/ui/languages';

const formatters = new Map<Language, Intl.NumberFormat>();

/** Money is shown in US dollars everywhere, written the way the shopper's language writes it. */
export function formatPrice(amount: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(BCP47[language], { style: 'currency', currency: 'USD' });
    formatters.set(language, formatter);
  }
  return formatter.format(amount);
}

/**
 * The price a card or a variant shows struck through beside a lower selling price: its compare-at
 * price, which the server sends only when above its own (the feed's rule, products/pricing.ts).
 */
export const regularPrice = (item: { originalPrice: number; compareAtPrice?: number }) =>
  item.compareAtPrice ?? item.originalPrice;

/**
 * SPEC §2: the selling price is computed from originalPrice and discountPercentage, rounded to the
 * cent half up as the server rounds it (in whole cents, so 13.99 at 60% off is 5.60, not 5.59).
 */
export function discountedPrice(originalPrice: number, discountPercentage: number): number {
  const cents = Math.round(originalPrice * 100);
  return Math.round((cents * (100 - discountPercentage)) / 100) / 100;
}
