import type { Language } from '@atelier/contract';
import { LANGUAGE_COOKIE } from '@atelier/contract/language-address';

/**
 * The choice itself lives in localStorage; the cookie tells the server, which sends a page asked
 * for at an address naming no language to that page's address in this one. Only a choice sets it:
 * a page seen in another language (a search engine's link to it) leaves it as it was.
 */
export function rememberLanguageForServer(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
