// Types only: a value import of the contract would pull zod into the entry chunk.
import type { Language } from '@atelier/contract';
import { STORAGE_KEYS } from '../storage/keys.ts';

/** The dropdown's options, each named in its own language so a shopper can always find theirs. */
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

export function savedLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(saved) ? saved : 'en';
}

/** The cookie that tells the server which language to render a page in (the choice itself lives in localStorage). */
const LANGUAGE_COOKIE = 'atelier_lang';

export function rememberLanguageForServer(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
