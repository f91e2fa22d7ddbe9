import type { Language } from '@atelier/contract';

/**
 * The query parameter a page's address names its language by (`?lang=jp`): each language's own
 * address, which search engines index. Links from such a page keep it (app/routes.tsx).
 */
export const LANGUAGE_PARAM = 'lang';

/** The cookie that tells the server which language to render a page in (the choice itself lives in localStorage). */
const LANGUAGE_COOKIE = 'atelier_lang';

export function rememberLanguageForServer(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
