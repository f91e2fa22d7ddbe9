import type { Language } from '@atelier/contract';
import { LANGUAGE_COOKIE } from '@atelier/contract/language-address';

/** The choice itself lives in localStorage; the cookie tells the server, for the pages it draws. */
export function rememberLanguageForServer(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
