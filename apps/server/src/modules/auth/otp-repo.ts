import type { Queryable } from '../../platform/db.ts';

/** Stores a new code unless one was sent after `resendBoundary`; false when it was. */
export async function upsertOtp(
  q: Queryable,
  row: { email: string; codeHash: string; sentAt: Date; expiresAt: Date; resendBoundary: Date },
) {
  const saved = await q.query(
    `insert into otps (email, code_hash, sent_at, expires_at) values ($1, $2, $3, $4)
     on conflict (email) do update
       set code_hash = $2, sent_at = $3, expires_at = $4, attempts = 0, verified_at = null
       where otps.sent_at <= $5
     returning email`,
    [row.email, row.codeHash, row.sentAt, row.expiresAt, row.resendBoundary],
  );
  return saved.length > 0;
}

export async function lastSentAt(q: Queryable, email: string) {
  const [row] = await q.query<{ sentAt: Date }>(
    'select sent_at as "sentAt" from otps where email = $1',
    [email],
  );
  return row ? new Date(row.sentAt) : undefined;
}

/** One try: counts it, and marks the code verified when the hash matches. */
export async function tryOtp(
  q: Queryable,
  attempt: { email: string; codeHash: string; now: Date; maxAttempts: number },
) {
  const [row] = await q.query<{ ok: boolean }>(
    `update otps set attempts = attempts + 1,
                     verified_at = case when code_hash = $2 then $3::timestamptz end
      where email = $1 and verified_at is null and expires_at > $3 and attempts < $4
      returning verified_at is not null as ok`,
    [attempt.email, attempt.codeHash, attempt.now, attempt.maxAttempts],
  );
  return row?.ok === true;
}

/** Uses up a code verified after `since`; true when there was one. */
export async function consumeVerifiedOtp(q: Queryable, email: string, since: Date) {
  const rows = await q.query(
    'delete from otps where email = $1 and verified_at > $2 returning email',
    [email, since],
  );
  return rows.length > 0;
}

export async function deleteOtpsExpiredBefore(q: Queryable, before: Date) {
  await q.query('delete from otps where expires_at < $1', [before]);
}
