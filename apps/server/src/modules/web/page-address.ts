import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '@atelier/contract';
import { isShopPath } from '@atelier/contract/shop-path';
import { addressLanguage, cookieLanguage } from '../../platform/language.ts';
import { pathIn } from '../seo/product-head.ts';

/**
 * The app's pages that are one shopper's own (SPEC §2): their cart, checkout, account, orders and
 * the answers to their mail links. Their screens load that shopper's data in the browser, and no
 * cache keeps them. Every other page is the same for everyone at its address.
 */
const OWN_PAGES = [
  /^\/cart(\/checkout(\/payment)?)?\/?$/,
  /^\/(login|wishlist|profile|success|failure)\/?$/,
  /^\/orders\//,
  // NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH: their addresses carry a token.
  /^\/newsletter\//,
];

export const isOwnPage = (pathname: string) => OWN_PAGES.some((page) => page.test(pathname));

/**
 * Where a page request goes instead: to its address in the language the shopper's cookie names,
 * when its own address names none and the cookie names another than the plain address's. A page is
 * drawn in its address's language alone, so a CDN keeps one page an address.
 */
export function languageRedirect(request: FastifyRequest): string | undefined {
  if (addressLanguage(request)) return undefined;
  const chosen = cookieLanguage(request);
  if (!chosen || chosen === DEFAULT_LANGUAGE) return undefined;
  const target = pathIn(request.url, chosen);
  // `/.//host` reads as `//host`, another site's address: such a request is not sent there.
  return isShopPath(target) ? target : undefined;
}
