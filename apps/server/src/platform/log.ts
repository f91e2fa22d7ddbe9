import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Fields that carry a person's data, a secret or an address wherever a log line holds them (a
 * mail's recipient and code, a request's body or headers, a database error's detail). Not `code`:
 * an error's code (ECONNREFUSED, 23505) is what the reader of a log needs.
 */
const PERSONAL = [
  'email',
  'userId',
  'to',
  'password',
  'confirmPassword',
  'otp',
  'token',
  'proof',
  'cookie',
  'authorization',
  '"set-cookie"',
  'username',
  'phone',
  'flatNo',
  'addrssLine1',
  'addrsesLine2',
  'zipocode',
  'detail',
];

// A path the router did not match may still name a person (`/api/credit/a@b.c/x`).
const EMAIL_LIKE = /[^/]*(@|%40)[^/]*/gi;

/**
 * A request as logged: the route it matched (`/api/credit/:email`, never the email) or else its
 * path without the query string or anything looking like an email; no headers.
 */
export function requestForLog(request: FastifyRequest) {
  const route = request.routeOptions?.url;
  return {
    method: request.method,
    url: route ?? (request.url.split('?')[0] ?? '').replace(EMAIL_LIKE, '…'),
    remoteAddress: request.ip,
  };
}

/** The logger options every server runs with; `given` (tests: a stream, a level) adds to them. */
export function loggerOptions(
  level: string,
  given: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (given === false) return false;
  return {
    level,
    ...(typeof given === 'object' ? given : {}),
    redact: {
      paths: PERSONAL.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
      censor: '[redacted]',
    },
    serializers: { req: requestForLog },
  };
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * A request's logger, made when the request first logs a line its level lets through. pino makes
 * a child by running the redaction over its bindings (every wildcard path of PERSONAL), which took
 * 7 % of a kept answer's time; at LOG_LEVEL=warn most requests log nothing and make none.
 */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  // Fastify's stand-in when logging is off has no levels, and its children cost nothing; a route
  // with a level of its own (`logLevel`) gets its child at once, its lines judged by that level.
  const { isLevelEnabled } = logger as { isLevelEnabled?: (level: string) => boolean };
  if (!isLevelEnabled || options.level) return logger.child(bindings, options);
  let made: FastifyBaseLogger | undefined;
  const child = () => (made ??= logger.child(bindings, options));
  const lazy = {
    child: (...args: Parameters<FastifyBaseLogger['child']>) => child().child(...args),
    get level() {
      return made?.level ?? logger.level;
    },
    set level(level: string) {
      child().level = level;
    },
    silent: () => undefined,
  } as unknown as FastifyBaseLogger;
  for (const level of LEVELS) {
    lazy[level] = (...args: Parameters<FastifyBaseLogger['info']>) => {
      if (isLevelEnabled.call(logger, level)) child()[level](...args);
    };
  }
  return lazy;
};
