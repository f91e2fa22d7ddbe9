import type { Language } from '@atelier/contract';
import { BCP47 } from '@atelier/ui/languages';

/** A moment as the staff member's language writes it: 12 Mar 2026, 14:05. */
export const formatDateTime = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(BCP47[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** A stock change with its sign: +12, −3 (a real minus, read as "minus"). */
export const formatDelta = (language: Language, delta: number) =>
  new Intl.NumberFormat(BCP47[language], { signDisplay: 'exceptZero' }).format(delta);
