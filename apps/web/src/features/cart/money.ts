import { useLanguage } from '../../shared/i18n/hooks.ts';
import { formatPrice } from '../catalog/price.ts';
import { BASE_CURRENCY } from '@atelier/contract/price-rule';

/**
 * Amounts in `currency` (the base one until the cart answers in its market's), written as the rest
 * of the shop writes them in the shopper's language.
 */
export function useMoney(currency = BASE_CURRENCY) {
  const lang = useLanguage();
  return (amount: number) => formatPrice(amount, lang, currency);
}

/** quantity × unit price, in whole cents so 3 × 19.99 is 59.97 and not 59.970000000000006. */
export const lineTotal = (qty: number, price: number) => (qty * Math.round(price * 100)) / 100;
