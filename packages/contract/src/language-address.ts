// How a shop page tells the server its language. Plain TypeScript, no zod: the shop's first-visit
// code imports it (as @atelier/contract/language-address).

/**
 * The query parameter a shop page's address names its language by (`?lang=jp`): each language's
 * own address, which search engines index. Links from such a page keep it.
 */
export const LANGUAGE_PARAM = 'lang';

/** The cookie a shopper's browser tells the server their language by, for the pages it draws. */
export const LANGUAGE_COOKIE = 'atelier_lang';
