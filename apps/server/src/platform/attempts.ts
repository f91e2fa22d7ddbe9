import type { Queryable } from './db.ts';
import { RateLimitedError } from './rate-limit.ts';

export interface Throttle {
  /** Attempts within the window before each further attempt locks the key. */
  threshold: number;
  windowMs: number;
  maxLockMs: number;
}

/** The new count: 1 when the key's window is over, else one more. */
const NEXT = `(case when r.window_started_at <= $3 then 0 else r.failures end) + 1`;
/** After `threshold` attempts, attempt n locks the key for 2^(n - threshold) seconds. */
const lockAfter = (count: string) =>
  `case when ${count} >= $5 then $2::timestamptz
     + least(power(2, least(${count} - $5, 30)), $6) * interval '1 second' end`;

/**
 * Counts one attempt on `key` and says whether it may be checked, in one statement: a key
 * locked by earlier attempts is not counted and the attempt is refused. Counting before the
 * check (not recording failures after it) means that however many attempts race, across any
 * number of server processes, at most `threshold` are checked before the lock holds them back.
 */
export async function claimAttempt(q: Queryable, key: string, throttle: Throttle, now: Date) {
  const windowStart = new Date(now.getTime() - throttle.windowMs);
  const windowEnd = new Date(now.getTime() + throttle.windowMs);
  const params = [key, now, windowStart, windowEnd, throttle.threshold, throttle.maxLockMs / 1000];
  const [claimed] = await q.query<{ count: number }>(
    `insert into rate_limits as r (key, failures, window_started_at, locked_until, expires_at)
     values ($1, 1, $2, ${lockAfter('1')}, greatest($4, ${lockAfter('1')}))
     on conflict (key) do update set
       failures = ${NEXT},
       window_started_at = case when r.window_started_at <= $3 then $2 else r.window_started_at end,
       locked_until = ${lockAfter(NEXT)},
       expires_at = greatest(r.expires_at, $4, ${lockAfter(NEXT)})
     where r.locked_until is null or r.locked_until <= $2
     returning failures as count`,
    params,
  );
  if (claimed) {
    // Counters of keys nobody retried are of no use once their window and lock are over.
    if (claimed.count === 1) await q.query('delete from rate_limits where expires_at < $1', [now]);
    return;
  }
  const [row] = await q.query<{ lockedUntil: Date | null }>(
    'select locked_until as "lockedUntil" from rate_limits where key = $1',
    [key],
  );
  const left = row?.lockedUntil ? new Date(row.lockedUntil).getTime() - now.getTime() : 0;
  const wait = Math.max(1, Math.ceil(left / 1000));
  throw new RateLimitedError(`Too many attempts. Try again in ${wait} seconds.`, wait);
}

/**
 * Takes back one attempt that succeeded, so only failures add up, and lifts the lock that
 * attempt set by reaching the threshold (an attempt beyond it was only claimed once unlocked).
 */
export async function refundAttempt(q: Queryable, key: string, throttle: Throttle) {
  await q.query(
    `update rate_limits set failures = failures - 1,
       locked_until = case when failures - 1 < $2 then null else locked_until end
     where key = $1 and failures > 0`,
    [key, throttle.threshold],
  );
}

export async function clearAttempts(q: Queryable, key: string) {
  await q.query('delete from rate_limits where key = $1', [key]);
}
