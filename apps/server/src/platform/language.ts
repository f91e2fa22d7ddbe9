import type { FastifyRequest } from 'fastify';
import { Language, LANGUAGE_COOKIE, LANGUAGE_PARAM } from '@atelier/contract';

const named = (source: unknown) =>
  Language.safeParse((source as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM]).data;

/**
 * The language a request asks for: the one its address names (`?lang=jp`, the address search
 * engines index each language's page by), else its body's `lang`, else the one the shopper's
 * cookie names, else English.
 */
export const requestLanguage = (request: FastifyRequest): Language =>
  named(request.query) ??
  named(request.body) ??
  Language.safeParse(request.cookies[LANGUAGE_COOKIE]).data ??
  'en';
