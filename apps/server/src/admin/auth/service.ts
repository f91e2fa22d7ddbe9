import { createHash, randomBytes } from 'node:crypto';
import {
  STAFF_INVITE_DAYS,
  staffInvitePath,
  type Staff,
  type StaffLoginRequest,
  type StaffSetPasswordRequest,
  type StaffVerifyRequest,
} from '@atelier/contract';
import {
  claimAttempt,
  clearAttempts,
  refundAttempt,
  type Throttle,
} from '../../platform/attempts.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueShopMail } from '../../modules/settings/mail-layout.ts';
import { rateLimiter } from '../../platform/rate-limit.ts';
import { lastSentAt } from '../../modules/auth/otp-repo.ts';
import { consumeVerified, issueOtp, verifyOtp } from '../../modules/auth/otp.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../modules/auth/password.ts';
import { recordAudit } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { createStaffSession } from '../session.ts';
import { findCredentials, setStaffPassword } from '../staff/repo.ts';
import { staffInvitationMail } from './invitation-mail.ts';
import { staffCodeMail, type StaffCodeKind } from './mail-texts.ts';

const MINUTE = 60 * 1000;
// The shoppers' sign-in limits (modules/auth/service.ts), counted under keys of their own. Failed
// passwords lock an email from one address only: counted from every address, a stranger naming the
// email locked the member out. A password guessed from many addresses still needs the mailed code.
const PER_EMAIL_FROM_ADDRESS: Throttle = {
  threshold: 5,
  windowMs: 15 * MINUTE,
  maxLockMs: 15 * MINUTE,
};
const PER_ADDRESS: Throttle = { threshold: 20, windowMs: 15 * MINUTE, maxLockMs: 15 * MINUTE };

/**
 * Staff codes live in the shoppers' OTP table under keys of their own, so a shopper and a member
 * with one email never share a code, nor a sign-in code a password one. A sign-in's code is keyed
 * by its ticket too: only the browser that gave the password can try it.
 */
const passwordCodeKey = (email: string) => `staff-password:${email}`;
const signInCodeKey = (email: string, ticket: string) =>
  `staff-signin:${email}:${createHash('sha256').update(ticket).digest('hex')}`;

const invalidCode = () => new AppError('VALIDATION', 'Invalid code', { otp: 'Invalid code' });

/** Issues a code and puts its mail in the outbox in one transaction: mailed exactly if issued. */
async function mailCode(
  q: Queryable,
  publicUrl: string,
  member: Pick<Staff, 'email' | 'lang'>,
  kind: StaffCodeKind,
  key: string,
  now: Date,
  resendMs?: number,
) {
  const code = await issueOtp(q, key, now, resendMs);
  await enqueueShopMail(q, publicUrl, (shop) =>
    staffCodeMail(member.email, code, member.lang, kind, shop.name),
  );
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Mails the member a link to set their password: a long random token, single-use, valid
 * STAFF_INVITE_DAYS days, kept only as its hash. Unlike a 6-digit code nobody can guess it, so a
 * stranger has no tries to spend; a new invitation replaces the last.
 */
export async function mailInvitation(
  q: Queryable,
  publicUrl: string,
  member: Pick<Staff, 'id' | 'email' | 'lang' | 'role'>,
  now: Date,
) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + STAFF_INVITE_DAYS * 24 * 60 * MINUTE);
  await q.query('update staff set invite_hash = $2, invite_expires_at = $3 where id = $1', [
    member.id,
    sha256(token),
    expires,
  ]);
  const link = `${publicUrl}${staffInvitePath(token)}`;
  await enqueueShopMail(q, publicUrl, (shop) =>
    staffInvitationMail(member.email, link, member.role, member.lang, shop.name),
  );
}

const invalidInvite = () =>
  new AppError('VALIDATION', 'This invitation link is invalid or has expired', {
    invite: 'This invitation link is invalid or has expired',
  });

/** Sets the password of the invitation's member, once: the link works no more after. */
async function acceptInvitation(deps: AdminDeps, invite: string, password: string) {
  const now = deps.now();
  const passwordHash = await hashPassword(password);
  await deps.db.tx(async (q) => {
    const [member] = await q.query<{ id: number; email: string }>(
      `update staff set password_hash = $2, invite_hash = null, invite_expires_at = null
        where invite_hash = $1 and invite_expires_at > $3 returning id, email`,
      [sha256(invite), passwordHash, now],
    );
    if (!member) throw invalidInvite();
    const change = { entity: 'staff', entityId: member.id, action: 'set-password' } as const;
    await recordAudit(q, member, { ...change, before: null, after: null }, now);
  });
}

/**
 * Step one: the password, counted against the email and the address before it is checked; answers
 * the sign-in's ticket, which step two needs.
 */
export async function startSignIn(deps: AdminDeps, input: StaffLoginRequest, address: string) {
  const { db } = deps;
  const now = deps.now();
  const emailKey = `staff-login:email:${input.email}:${address}`;
  const addressKey = `staff-login:address:${address}`;
  await claimAttempt(db, emailKey, PER_EMAIL_FROM_ADDRESS, now);
  await claimAttempt(db, addressKey, PER_ADDRESS, now);
  const member = await findCredentials(db, input.email);
  const hash = member?.passwordHash ?? (await decoyHash());
  if (!(await verifyPassword(input.password, hash)) || !member?.passwordHash) {
    throw new AppError('UNAUTHENTICATED', 'Invalid email or password');
  }
  await clearAttempts(db, emailKey);
  await refundAttempt(db, addressKey, PER_ADDRESS);
  const ticket = randomBytes(24).toString('base64url');
  await db.tx((q) =>
    mailCode(q, deps.config.publicUrl, member, 'signin', signInCodeKey(input.email, ticket), now),
  );
  return ticket;
}

/**
 * Step two: the mailed code of a sign-in that passed the password (its ticket), once; answers the
 * member and their new session's token. Without such a sign-in nothing is tried nor counted, so a
 * stranger's tries spend none of the member's.
 */
export async function finishSignIn(
  deps: AdminDeps,
  input: StaffVerifyRequest,
  ticket: string | undefined,
) {
  const now = deps.now();
  const key = ticket === undefined ? undefined : signInCodeKey(input.email, ticket);
  if (!key || !(await lastSentAt(deps.db, key))) throw invalidCode();
  await rateLimiter(deps, 'otpVerify')(`staff-signin:${input.email}`);
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
  // Counted for every email alike: a stranger has a member mailed a few times an hour at most.
  await rateLimiter(deps, 'staffPasswordCode')(email);
  const member = await findCredentials(deps.db, email);
  const key = passwordCodeKey(email);
  await deps.db.tx(async (q) => {
    if (member) await mailCode(q, deps.config.publicUrl, member, 'password', key, deps.now());
    else await issueOtp(q, key, deps.now());
  });
}

/** Sets the password of the code's (or invitation's) member; their other sessions end. */
export async function setPassword(deps: AdminDeps, input: StaffSetPasswordRequest) {
  if ('invite' in input) return acceptInvitation(deps, input.invite, input.password);
  const now = deps.now();
  const key = passwordCodeKey(input.email);
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
