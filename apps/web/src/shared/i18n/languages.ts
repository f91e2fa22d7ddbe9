import type { Language } from '@atelier/contract';

/** The cookie that tells the server which language to render a page in (the choice itself lives in localStorage). */
const LANGUAGE_COOKIE = 'atelier_lang';

export function rememberLanguageForServer(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
