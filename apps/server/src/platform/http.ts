import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@atelier/contract';
import { AppError } from './errors.ts';

function body(error: AppError): ErrorBody {
  return {
    error: { code: error.code, message: error.message, fields: error.fields, ...error.reason },
  };
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
    if (error instanceof AppError) return reply.code(error.status).send(body(error));
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own refusals: a malformed JSON body, a body too large, a wrong content type.
      const code = status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'VALIDATION';
      return reply.code(status).send(body(new AppError(code, error.message)));
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
