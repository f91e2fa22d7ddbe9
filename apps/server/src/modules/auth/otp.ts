import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../../platform/db.ts';
import { RateLimitedError } from '../../platform/rate-limit.ts';
import {
  consumeVerifiedOtp,
  deleteOtpsExpiredBefore,
  lastSentAt,
  tryOtp,
  upsertOtp,
} from './otp-repo.ts';

const VALID_MS = 10 * 60 * 1000;
const RESEND_MS = 60 * 1000;
const MAX_ATTEMPTS = 5;

// Salted with the email so equal codes of two people don't share a hash.
const hashCode = (email: string, code: string) =>
  createHash('sha256').update(`otp:${email}:${code}`).digest('hex');

/**
 * A fresh 6-digit code for `email`, replacing any earlier one; at most one per minute per email,
 * whether or not an account has that email, so the answers can't tell them apart. `resendMs` 0
 * replaces at once (an owner's invitation is not held back by a stranger's request).
 */
export async function issueOtp(
  q: Queryable,
  email: string,
  now: Date,
  resendMs = RESEND_MS,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A code verified just before it expired stays usable for 10 more minutes; later, all are dead.
  await deleteOtpsExpiredBefore(q, new Date(now.getTime() - VALID_MS));
  const saved = await upsertOtp(q, {
    email,
    codeHash: hashCode(email, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + VALID_MS),
    resendBoundary: new Date(now.getTime() - resendMs),
  });
  if (!saved) {
    const sent = (await lastSentAt(q, email)) ?? now;
    const wait = Math.max(1, Math.ceil((sent.getTime() + resendMs - now.getTime()) / 1000));
    throw new RateLimitedError(`Please wait ${wait} seconds before requesting a new code`, wait);
  }
  return code;
}

/**
 * For the right code within 10 minutes, once: a proof that whoever verified it sets the password
 * (not anyone naming the email meanwhile). Wrong, expired, used or 5 times wrong: undefined.
 */
export async function verifyOtp(q: Queryable, email: string, code: string, now: Date) {
  const proof = randomBytes(24).toString('base64url');
  const codeHash = hashCode(email, code);
  const proofHash = hashCode(email, `proof:${proof}`);
  const ok = await tryOtp(q, { email, codeHash, proofHash, now, maxAttempts: MAX_ATTEMPTS });
  return ok ? proof : undefined;
}

/**
 * A password change needs a code verified in the last 10 minutes, and uses it up: with its proof,
 * or without one (`null`) for the signed-in owner of the email.
 */
export function consumeVerified(q: Queryable, email: string, now: Date, proof: string | null) {
  const proofHash = proof === null ? null : hashCode(email, `proof:${proof}`);
  return consumeVerifiedOtp(q, email, new Date(now.getTime() - VALID_MS), proofHash);
}
