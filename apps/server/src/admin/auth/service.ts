import type {
  Staff,
  StaffLoginRequest,
  StaffSetPasswordRequest,
  StaffVerifyRequest,
} from '@atelier/contract';
import {
  claimAttempt,
  clearAttempts,
  refundAttempt,
  type Throttle,
} from '../../platform/attempts.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/outbox.ts';
import { consumeVerified, issueOtp, verifyOtp } from '../../modules/auth/otp.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../modules/auth/password.ts';
import { recordAudit } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { createStaffSession } from '../session.ts';
import { findCredentials, setStaffPassword } from '../staff/repo.ts';
import { staffCodeMail, type StaffCodeKind } from './mail-texts.ts';

const MINUTE = 60 * 1000;
// The shoppers' sign-in limits (modules/auth/service.ts), counted under keys of their own.
const PER_EMAIL: Throttle = { threshold: 5, windowMs: 15 * MINUTE, maxLockMs: 15 * MINUTE };
const PER_ADDRESS: Throttle = { threshold: 20, windowMs: 15 * MINUTE, maxLockMs: 15 * MINUTE };

/**
 * A staff code lives in the shoppers' OTP table under a key of its own, so a shopper and a member
 * with one email never share a code, nor a sign-in code a password one.
 */
const codeKey = (kind: StaffCodeKind, email: string) => `staff-${kind}:${email}`;

const invalidCode = () => new AppError('VALIDATION', 'Invalid code', { otp: 'Invalid code' });

/** Issues a code and puts its mail in the outbox in one transaction: mailed exactly if issued. */
export async function mailStaffCode(
  q: Queryable,
  member: Pick<Staff, 'email' | 'lang'>,
  kind: StaffCodeKind,
  now: Date,
) {
  const code = await issueOtp(q, codeKey(kind, member.email), now);
  await enqueueMail(q, staffCodeMail(member.email, code, member.lang, kind));
}

/** Step one: the password, counted against the email and the address before it is checked. */
export async function startSignIn(deps: AdminDeps, input: StaffLoginRequest, address: string) {
  const { db } = deps;
  const now = deps.now();
  const emailKey = `staff-login:email:${input.email}`;
  const addressKey = `staff-login:address:${address}`;
  await claimAttempt(db, emailKey, PER_EMAIL, now);
  await claimAttempt(db, addressKey, PER_ADDRESS, now);
  const member = await findCredentials(db, input.email);
  const hash = member?.passwordHash ?? (await decoyHash());
  if (!(await verifyPassword(input.password, hash)) || !member?.passwordHash) {
    throw new AppError('UNAUTHENTICATED', 'Invalid email or password');
  }
  await clearAttempts(db, emailKey);
  await refundAttempt(db, addressKey, PER_ADDRESS);
  await db.tx((q) => mailStaffCode(q, member, 'signin', now));
}

/** Step two: the mailed code, once; answers the member and their new session's token. */
export async function finishSignIn(deps: AdminDeps, input: StaffVerifyRequest) {
  const now = deps.now();
  const key = codeKey('signin', input.email);
  // Verified outside the transaction below: a wrong try must stay counted.
  const proof = await verifyOtp(deps.db, key, input.otp, now);
  if (!proof) throw invalidCode();
  return deps.db.tx(async (q) => {
    const member = await findCredentials(q, input.email);
    if (!(await consumeVerified(q, key, now, proof)) || !member?.passwordHash) throw invalidCode();
    const { passwordHash: _, ...staff } = member;
    return { staff, token: await createStaffSession(q, member.id, now) };
  });
}

/**
 * Mails a password code to a member; an unknown email gets a code too, never mailed, so the
 * answer says nothing about who is staff.
 */
export async function requestPasswordCode(deps: AdminDeps, email: string) {
  const member = await findCredentials(deps.db, email);
  await deps.db.tx(async (q) => {
    if (member) await mailStaffCode(q, member, 'password', deps.now());
    else await issueOtp(q, codeKey('password', email), deps.now());
  });
}

/** Sets the password of the code's member; their other sessions end. */
export async function setPassword(deps: AdminDeps, input: StaffSetPasswordRequest) {
  const now = deps.now();
  const key = codeKey('password', input.email);
  const proof = await verifyOtp(deps.db, key, input.otp, now);
  if (!proof) throw invalidCode();
  const passwordHash = await hashPassword(input.password);
  await deps.db.tx(async (q) => {
    const member = await findCredentials(q, input.email);
    if (!(await consumeVerified(q, key, now, proof)) || !member) throw invalidCode();
    await setStaffPassword(q, member.id, passwordHash);
    const change = { entity: 'staff', entityId: member.id, action: 'set-password' } as const;
    await recordAudit(q, member, { ...change, before: null, after: null }, now);
  });
}
