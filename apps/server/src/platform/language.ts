import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, Language, LANGUAGE_COOKIE, LANGUAGE_PARAM } from '@atelier/contract';

const named = (source: unknown) =>
  Language.safeParse((source as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM]).data;

/** The language a request's address names (`?lang=jp`), if it names one. */
export const addressLanguage = (request: FastifyRequest): Language | undefined =>
  named(request.query);

/** The language the shopper chose, as their cookie names it, if it names one. */
export const cookieLanguage = (request: FastifyRequest): Language | undefined =>
  Language.safeParse(request.cookies[LANGUAGE_COOKIE]).data;

/**
 * The language a page is drawn in: its address's alone, English without one, so that one address
 * is one page for everyone and a CDN may keep it. A shopper's cookie only sends them to their
 * language's address (web/language-redirect.ts).
 */
export const pageLanguage = (request: FastifyRequest): Language =>
  addressLanguage(request) ?? DEFAULT_LANGUAGE;

/**
 * The language an API request asks for: the one its address names (`?lang=jp`, the address search
 * engines index each language's page by), else its body's `lang`, else the one the shopper's
 * cookie names, else English. Only answers that are the shopper's own (never kept, never public)
 * may take the cookie's.
 */
export const requestLanguage = (request: FastifyRequest): Language =>
  addressLanguage(request) ?? named(request.body) ?? cookieLanguage(request) ?? DEFAULT_LANGUAGE;
