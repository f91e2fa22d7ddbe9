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

/**
 * One try: counts it, and when the hash matches marks the code verified and swaps its hash for
 * `proofHash`, the hash of what the verifier is given to set the password with.
 */
export async function tryOtp(
  q: Queryable,
  attempt: { email: string; codeHash: string; proofHash: string; now: Date; maxAttempts: number },
) {
  const [row] = await q.query<{ ok: boolean }>(
    `update otps set attempts = attempts + 1,
                     verified_at = case when code_hash = $2 then $3::timestamptz end,
                     code_hash = case when code_hash = $2 then $5 else code_hash end
      where email = $1 and verified_at is null and expires_at > $3 and attempts < $4
      returning verified_at is not null as ok`,
    [attempt.email, attempt.codeHash, attempt.now, attempt.maxAttempts, attempt.proofHash],
  );
  return row?.ok === true;
}

/** Uses up a code verified after `since`, with that proof unless `proofHash` is null. */
export async function consumeVerifiedOtp(
  q: Queryable,
  email: string,
  since: Date,
  proofHash: string | null,
) {
  const rows = await q.query(
    `delete from otps where email = $1 and verified_at > $2 and ($3::text is null or code_hash = $3)
     returning email`,
    [email, since, proofHash],
  );
  return rows.length > 0;
}

export async function deleteOtpsExpiredBefore(q: Queryable, before: Date) {
  await q.query('delete from otps where expires_at < $1', [before]);
}
