// Types only: a value import of the contract would pull zod into the shop's entry chunk.
import type { Language } from '@atelier/contract';

/** The language pickers' options, each named in its own language so anyone can find theirs. */
export const LANGUAGE_OPTIONS: readonly { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'cn', label: '简体中文' },
  { code: 'jp', label: '日本語' },
  { code: 'tw', label: '繁體中文' },
  { code: 'fr', label: 'Français' },
];

/** The spec's language codes are not BCP 47; `<html lang>` and `lang` attributes need real tags. */
export const BCP47: Record<Language, string> = {
  en: 'en',
  es: 'es',
  cn: 'zh-CN',
  jp: 'ja',
  tw: 'zh-TW',
  fr: 'fr',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(BCP47, value);
}
