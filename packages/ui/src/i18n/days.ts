// Types only: a value import of the contract would pull zod into the shop's entry chunk.
import type { Language } from '@atelier/contract';
import { BCP47 } from './languages.ts';

/**
 * A delivery estimate in `lang`, as the shop and the back office write it: "3–5 days", and
 * "3 days" (never "3–3 days") when the first day is the last.
 */
export function deliveryDays(days: { min: number; max: number }, lang: Language): string {
  const format = new Intl.NumberFormat(BCP47[lang], {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  });
  return days.min === days.max ? format.format(days.min) : format.formatRange(days.min, days.max);
}
