import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, Language } from '@atelier/contract';
import { AppError } from './errors.ts';
import { isDatabaseBusy } from './db.ts';
import { requestLanguage } from './language.ts';
import { reasonMessage } from './reason-messages.ts';

/** API.md's error body; a refusal with a reason says it in the request's language. */
function body(error: AppError, lang: Language = 'en'): ErrorBody {
  const { code, fields, reason } = error;
  if (!reason) return { error: { code, message: error.message, fields } };
  const message = reasonMessage(error.message, reason, lang);
  // A field named with the refusal's own words gets them in that language too.
  const named =
    fields && Object.entries(fields).map(([k, v]) => [k, v === error.message ? message : v]);
  return { error: { code, message, fields: named && Object.fromEntries(named), ...reason } };
}

/**
 * Fastify's own refusals made before routing (a broken %-escape in the path, a path parameter
 * over 100 characters), which it would otherwise answer in a body of its own. No hook runs for
 * them, so the headers every answer carries come along.
 */
export function frameworkErrors(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    reply
      .headers(headers)
      .code(400)
      .send(body(new AppError('VALIDATION', error.message)));
  };
}

/** Arrays and objects nested deeper than this are refused before anything walks the body. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found in one pass over the text
 * without parsing it. Invalid JSON may pass: the parser refuses it next.
 */
export function nestsDeeperThan(text: string, max: number) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the character after it.
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Every JSON body, on every route, is refused past MAX_JSON_DEPTH before it is parsed: the
 * catalog cache's key, zod and the services all walk it recursively, and a body of a few kB nested
 * thousands deep would overflow the stack in any of them. Otherwise Fastify's own parser (empty
 * bodies, prototype poisoning) does the work. A route that keeps raw bytes (Stripe's webhook)
 * replaces this parser in its own scope.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      const message = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`;
      return done(new AppError('VALIDATION', message, { body: message }), undefined);
    }
    parse(request, text, done);
  });
}

/** Turns every failure into API.md's error body: validation names the fields, unknown errors say nothing. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          String(error.validationContext);
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      const names = Object.keys(fields).join(', ');
      return reply.code(400).send(body(new AppError('VALIDATION', `Invalid ${names}`, fields)));
    }
    if (error instanceof AppError) {
      return reply.code(error.status).send(body(error, requestLanguage(request)));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own refusals: a malformed JSON body, a body too large, a wrong content type.
      const code = status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'VALIDATION';
      return reply.code(status).send(body(new AppError(code, error.message)));
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      const busy = new AppError('INTERNAL', 'The shop is busy: try again in a moment');
      return reply.code(503).header('retry-after', '1').send(body(busy));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body(new AppError('INTERNAL', 'Something went wrong on our side')));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(
        body(
          new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`),
        ),
      );
  });
}
