import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '@atelier/contract';
import { isShopPath } from '@atelier/contract/shop-path';
import { MARKET_PARAM, marketOfLanguage } from '@atelier/contract/market-address';
import { addressLanguage, cookieLanguage, pageLanguage } from '../../platform/language.ts';
import { addressMarket, cookieMarket } from '../../platform/market.ts';
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
 * Where a page request goes instead: to its address in the language and the market the shopper's
 * cookies name, when its own address names neither and a cookie names another than the plain
 * address's (the market: than its language's). A page is drawn in its address's language and
 * market alone, so a CDN keeps one page an address.
 */
export function pageRedirect(request: FastifyRequest): string | undefined {
  const chosen = addressLanguage(request) ? undefined : cookieLanguage(request);
  const lang = chosen ?? pageLanguage(request);
  const market = addressMarket(request) ? undefined : cookieMarket(request);
  const otherLanguage = chosen !== undefined && chosen !== DEFAULT_LANGUAGE;
  const otherMarket = market !== undefined && market !== marketOfLanguage(lang);
  if (!otherLanguage && !otherMarket) return undefined;
  const url = new URL(otherLanguage ? pathIn(request.url, lang) : request.url, 'http://shop');
  if (otherMarket) url.searchParams.set(MARKET_PARAM, market);
  const target = `${url.pathname}${url.search}`;
  // `/.//host` reads as `//host`, another site's address: such a request is not sent there.
  return isShopPath(target) ? target : undefined;
}
