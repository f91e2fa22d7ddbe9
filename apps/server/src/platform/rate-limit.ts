import type { FastifyReply, FastifyRequest } from 'fastify';
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

export interface Throttle {
  /** Failures within the window before each further failure locks the key. */
  threshold: number;
  windowMs: number;
  maxLockMs: number;
}

/**
 * Failure counters live in PostgreSQL so every server process sees the same count. After
 * `threshold` failures in the window, failure n locks the key for 2^(n - threshold) seconds.
 */
export async function secondsLocked(q: Queryable, key: string, now: Date): Promise<number> {
  const [row] = await q.query<{ lockedUntil: Date | null }>(
    'select locked_until as "lockedUntil" from rate_limits where key = $1',
    [key],
  );
  const left = row?.lockedUntil ? new Date(row.lockedUntil).getTime() - now.getTime() : 0;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export async function recordFailure(q: Queryable, key: string, throttle: Throttle, now: Date) {
  const windowStart = new Date(now.getTime() - throttle.windowMs);
  const windowEnd = new Date(now.getTime() + throttle.windowMs);
  const [row] = await q.query<{ failures: number }>(
    `insert into rate_limits (key, failures, window_started_at, expires_at) values ($1, 1, $2, $4)
     on conflict (key) do update set
       failures = case when rate_limits.window_started_at <= $3 then 1 else rate_limits.failures + 1 end,
       window_started_at = case when rate_limits.window_started_at <= $3 then $2
                                else rate_limits.window_started_at end,
       expires_at = greatest(rate_limits.expires_at, $4)
     returning failures`,
    [key, now, windowStart, windowEnd],
  );
  const over = (row?.failures ?? 0) - throttle.threshold;
  if (over >= 0) {
    const lockMs = Math.min(2 ** Math.min(over, 30) * 1000, throttle.maxLockMs);
    const until = new Date(now.getTime() + lockMs);
    await q.query(
      'update rate_limits set locked_until = $2, expires_at = greatest(expires_at, $2) where key = $1',
      [key, until],
    );
  }
  // Counters of keys nobody retried are of no use once their window and lock are over.
  await q.query('delete from rate_limits where expires_at < $1', [now]);
}

export async function clearFailures(q: Queryable, key: string) {
  await q.query('delete from rate_limits where key = $1', [key]);
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
  /** Per client address; counted before the upload is read. */
  review: { max: 10, windowMs: 10 * MINUTE },
  /** Per cart owner (account or guest key). */
  cartUpdate: { max: 120, windowMs: MINUTE },
  /** Per account: orders and plan checkouts. */
  order: { max: 20, windowMs: 10 * MINUTE },
  /** Per account: payment intents and test-card confirmations (a declined card is retried). */
  payment: { max: 30, windowMs: 10 * MINUTE },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimit>;

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
