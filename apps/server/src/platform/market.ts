import type { FastifyRequest } from 'fastify';
import type { Language } from '@atelier/contract';
import {
  MARKET_CODE,
  MARKET_COOKIE,
  MARKET_PARAM,
  marketOfLanguage,
} from '@atelier/contract/market-address';

const code = (value: unknown) =>
  typeof value === 'string' && MARKET_CODE.test(value) ? value : undefined;

/** The market a request's address names (`?market=eu`), if it names one. */
export const addressMarket = (request: FastifyRequest): string | undefined =>
  code((request.query as Record<string, unknown> | undefined)?.[MARKET_PARAM]);

/** The market the shopper chose in the header, as their cookie names it. */
export const cookieMarket = (request: FastifyRequest): string | undefined =>
  code(request.cookies[MARKET_COOKIE]);

/**
 * The market a page is drawn in: its address's, else the one its language suggests, so that one
 * address is one page for everyone, as the shop's own code reads it too (API.md, "Markets").
 */
export const pageMarket = (request: FastifyRequest, lang: Language): string =>
  addressMarket(request) ?? marketOfLanguage(lang);
