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
