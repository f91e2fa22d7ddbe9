import type { Language } from '@atelier/contract';
import { BCP47 } from '@atelier/ui/languages';

/** The shop sells in US dollars (the contract's orders are `usd`). */
export const formatMoney = (language: Language, cents: number) =>
  new Intl.NumberFormat(BCP47[language], { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
