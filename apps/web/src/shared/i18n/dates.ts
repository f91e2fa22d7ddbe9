import { BCP47 } from '@atelier/ui/languages';

/** A moment as the shopper's language writes it: "29 Nov 2026, 14:05". */
export const dateAndTime = (language: keyof typeof BCP47, iso: string) =>
  new Date(iso).toLocaleString(BCP47[language], { dateStyle: 'medium', timeStyle: 'short' });
