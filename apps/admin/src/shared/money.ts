import { BASE_CURRENCY, currencyDigits, type Language } from '@atelier/contract';
import { BCP47 } from '@atelier/ui/languages';

/** A base price (in US dollars, the contract's BASE_CURRENCY) as money. */
export const formatMoney = (language: Language, cents: number) =>
  formatIn(language, cents, BASE_CURRENCY);

/** An amount in a currency's minor unit as money: 4995 EUR → €49.95, 7900 JPY → ¥7,900. */
export const formatIn = (language: Language, minor: number, currency: string) =>
  new Intl.NumberFormat(BCP47[language], { style: 'currency', currency }).format(
    minor / 10 ** currencyDigits(currency),
  );
