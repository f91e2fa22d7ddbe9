import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from './db.ts';
import { AppError } from './errors.ts';

/** A RATE_LIMITED refusal that knows how long to wait; answered with a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** An onError hook: sets Retry-After whichever error handler formats the body. */
export async function retryAfterHook(_request: FastifyRequest, reply: FastifyReply, error: Error) {
  if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfter));
}

export interface RateLimit {
  /** Uses allowed in each window; Infinity turns the limit off (tests). */
  max: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

/**
 * The limits the shop runs with, each counted per key in fixed windows shared by every server
 * process. AppDeps.rateLimits replaces them (tests), never the environment.
 */
export const RATE_LIMITS = {
  /** Per client address: room for a family or an office sharing one, not for a sign-up script. */
  signUp: { max: 20, windowMs: 60 * MINUTE },
  /** Per client address; each email also gets at most one code a minute. */
  passwordReset: { max: 10, windowMs: 10 * MINUTE },
  /** Per email, on top of 5 tries per code: guessing a 6-digit code stays hopeless. */
  otpVerify: { max: 10, windowMs: 10 * MINUTE },
  /**
   * Per email, member or not: the back office's "Set your password" mails anyone can ask for (a
   * stranger had one sent every minute). Room for a member who asks again, and for the journeys.
   */
  staffPasswordCode: { max: 5, windowMs: 60 * MINUTE },
  /** Per client address; counted before the upload is read. */
  review: { max: 10, windowMs: 10 * MINUTE },
  /** Per client address: sign-ins and sign-outs, besides the lock after failed passwords. */
  signIn: { max: 60, windowMs: 10 * MINUTE },
  /** Per client address: codes tried and passwords set with one, whichever emails they name. */
  codeCheck: { max: 30, windowMs: 10 * MINUTE },
  /** Per client address. */
  newsletter: { max: 10, windowMs: 10 * MINUTE },
  /** Per client address, guests only: a script making new guest carts (accounts count below). */
  guestCart: { max: 120, windowMs: MINUTE },
  /** Per cart owner (account or guest key). */
  cartUpdate: { max: 120, windowMs: MINUTE },
  /** Per account: orders and plan checkouts. */
  order: { max: 20, windowMs: 10 * MINUTE },
  /** Per account: payment intents and test-card confirmations (a declined card is retried). */
  payment: { max: 30, windowMs: 10 * MINUTE },
  /** Per account: returns asked (a guest's asks, estimates and cancels: per client address). */
  returns: { max: 60, windowMs: 10 * MINUTE },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimit>;

/**
 * Every write a guest can make, by route, and the limit it counts against per client address
 * (`request.ip`: the socket's, or the client TRUST_PROXY's proxies name). Counted as the request
 * arrives, before its body is read. Writes that need an account are limited per account where
 * they are handled; guestsOnly leaves a signed-in caller to those.
 */
export const ADDRESS_LIMITS: Record<string, { limit: RateLimitName; guestsOnly?: true }> = {
  'POST /api/auth/register': { limit: 'signUp' },
  'POST /api/auth/login': { limit: 'signIn' },
  'POST /api/auth/logout': { limit: 'signIn' },
  'POST /api/auth/reset-password': { limit: 'passwordReset' },
  'POST /api/auth/verify-otp': { limit: 'codeCheck' },
  'POST /api/auth/update-password': { limit: 'codeCheck' },
  'POST /api/newsletter': { limit: 'newsletter' },
  'POST /api/v1/cart/update': { limit: 'guestCart', guestsOnly: true },
  'POST /api/v1/cart/discount': { limit: 'guestCart', guestsOnly: true },
  'DELETE /api/v1/cart/discount': { limit: 'guestCart', guestsOnly: true },
  'POST /api/newsletter/confirm': { limit: 'newsletter' },
  'POST /api/newsletter/unsubscribe': { limit: 'newsletter' },
  'POST /api/v1/products/review': { limit: 'review' },
  // A guest's order and what its link's key opens; accounts are counted where each is handled.
  'POST /api/v1/orders': { limit: 'order', guestsOnly: true },
  'POST /api/v1/orders/by-code/:orderCode/cancel': { limit: 'order', guestsOnly: true },
  'POST /api/v1/orders/by-code/:orderCode/lines/:orderItemId/swap': {
    limit: 'order',
    guestsOnly: true,
  },
  'POST /api/v1/orders/by-code/:orderCode/balance': { limit: 'payment', guestsOnly: true },
  'POST /api/v1/orders/by-code/:orderCode/balance/test-confirm': {
    limit: 'payment',
    guestsOnly: true,
  },
  'POST /api/payment/create-payment-intent': { limit: 'payment', guestsOnly: true },
  'POST /api/payment/test/confirm': { limit: 'payment', guestsOnly: true },
  'POST /api/v1/returns': { limit: 'returns', guestsOnly: true },
  'POST /api/v1/returns/estimate': { limit: 'returns', guestsOnly: true },
  'POST /api/v1/returns/:code/cancel': { limit: 'returns', guestsOnly: true },
  'POST /api/v1/orders/by-code/:orderCode/return-photos': { limit: 'review', guestsOnly: true },
  'POST /api/admin/auth/login': { limit: 'signIn' },
  'POST /api/admin/auth/verify': { limit: 'codeCheck' },
  'POST /api/admin/auth/logout': { limit: 'signIn' },
  'POST /api/admin/auth/password-code': { limit: 'passwordReset' },
  'POST /api/admin/auth/set-password': { limit: 'codeCheck' },
};

export const NO_RATE_LIMITS = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((name) => [name, { max: Infinity, windowMs: MINUTE }]),
) as RateLimits;

/**
 * Counts one use of `key` in its current window (a new window starts when the last one is over);
 * answers 0, or the seconds until the window ends once its uses are spent.
 */
export async function countUse(q: Queryable, key: string, limit: RateLimit, now: Date) {
  const windowEnd = new Date(now.getTime() + limit.windowMs);
  const [row] = await q.query<{ uses: number; endsAt: Date }>(
    `insert into rate_limits (key, failures, window_started_at, expires_at) values ($1, 1, $2, $3)
     on conflict (key) do update set
       failures = case when rate_limits.expires_at <= $2 then 1 else rate_limits.failures + 1 end,
       window_started_at = case when rate_limits.expires_at <= $2 then $2
                                else rate_limits.window_started_at end,
       expires_at = case when rate_limits.expires_at <= $2 then $3 else rate_limits.expires_at end
     returning failures as uses, expires_at as "endsAt"`,
    [key, now, windowEnd],
  );
  if (!row) return 0;
  // A key's first use in a window is a new row or a restarted one: the time to sweep old keys.
  if (row.uses === 1) await q.query('delete from rate_limits where expires_at < $1', [now]);
  if (row.uses <= limit.max) return 0;
  return Math.max(1, Math.ceil((new Date(row.endsAt).getTime() - now.getTime()) / 1000));
}

/** A check for the routes: `await limit(key)` throws RATE_LIMITED once `key`'s uses are spent. */
export function rateLimiter(
  deps: { db: Queryable; rateLimits?: Partial<RateLimits>; clock?: () => Date },
  name: RateLimitName,
) {
  const limit = deps.rateLimits?.[name] ?? RATE_LIMITS[name];
  const clock = deps.clock ?? (() => new Date());
  return async (key: string | number) => {
    if (limit.max === Infinity) return;
    const wait = await countUse(deps.db, `limit:${name}:${key}`, limit, clock());
    if (wait > 0) {
      throw new RateLimitedError(`Too many requests. Try again in ${wait} seconds.`, wait);
    }
  };
}

/** The onRequest hook counting ADDRESS_LIMITS; sessions must be registered first. */
export function registerAddressLimits(
  app: FastifyInstance,
  deps: { db: Queryable; rateLimits?: Partial<RateLimits>; clock?: () => Date },
) {
  const limiters = new Map(
    Object.entries(ADDRESS_LIMITS).map(([route, { limit, guestsOnly }]) => [
      route,
      { count: rateLimiter(deps, limit), guestsOnly },
    ]),
  );
  // Most requests have no limit, and pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const limiter = limiters.get(`${request.method} ${request.routeOptions.url}`);
    if (!limiter) return done();
    (async () => {
      if (!(limiter.guestsOnly && (await request.sessionUser()))) await limiter.count(request.ip);
    })().then(() => done(), done);
  });
}
