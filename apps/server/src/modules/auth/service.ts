import { randomInt } from 'node:crypto';
import type { Language } from '@atelier/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueShopMail } from '../settings/mail-layout.ts';
import {
  claimAttempt,
  clearAttempts,
  refundAttempt,
  type Throttle,
} from '../../platform/attempts.ts';
import { createSession, deleteSession, deleteUserSessions } from '../../platform/session.ts';
import { insertPendingCredit } from '../referrals/repo.ts';
import {
  findCredentials,
  findIdByReferralCode,
  insertUser,
  setPasswordHash,
} from '../users/repo.ts';
import type { AccountDeps } from './deps.ts';
import { otpMail } from './mail-texts.ts';
import { consumeVerified, issueOtp, verifyOtp } from './otp.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';

const MINUTE = 60 * 1000;
const PER_EMAIL: Throttle = { threshold: 5, windowMs: 15 * MINUTE, maxLockMs: 15 * MINUTE };
// Looser per address: many shoppers may share one (offices, mobile carriers).
const PER_ADDRESS: Throttle = { threshold: 20, windowMs: 15 * MINUTE, maxLockMs: 15 * MINUTE };

/** Runs after a successful sign-in (e.g. the cart module merges the guest cart). */
export type SignInHook = (ctx: {
  db: Db;
  userId: number;
  guestId?: string;
  now: Date;
}) => Promise<void>;
const signInHooks: SignInHook[] = [];
export function onSignIn(hook: SignInHook) {
  signInHooks.push(hook);
}

// No 0/O or 1/I/L: codes are read aloud and typed from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newReferralCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * Creates the account and signs it in (DECISIONS: a new shopper is signed in at once, their guest
 * cart joining the account as at sign-in). Answers the new session's token.
 */
export async function register(
  deps: AccountDeps,
  input: { name: string; email: string; password: string; referral?: string; guestId?: string },
  client: { previousToken?: string; onHookError: (error: unknown) => void },
) {
  const code = input.referral?.trim().toUpperCase();
  const referrer = code ? await findIdByReferralCode(deps.db, code) : undefined;
  if (code && referrer === undefined) {
    throw new AppError('VALIDATION', 'Invalid referral code', {
      referral: 'Invalid referral code',
    });
  }
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const { id, token } = await deps.db.tx(async (q) => {
    let referralCode = newReferralCode();
    while (await findIdByReferralCode(q, referralCode)) referralCode = newReferralCode();
    const id = await insertUser(q, {
      email: input.email,
      username: input.name,
      passwordHash,
      referralCode,
      referredBy: referrer,
    });
    if (id === undefined)
      throw new AppError('CONFLICT', 'An account with this email already exists');
    if (referrer !== undefined) await insertPendingCredit(q, referrer, id, now);
    await deleteSession(q, client.previousToken);
    return { id, token: await createSession(q, id, now) };
  });
  await runSignInHooks(deps.db, id, input.guestId, now, client.onHookError);
  return token;
}

async function runSignInHooks(
  db: Db,
  userId: number,
  guestId: string | undefined,
  now: Date,
  onHookError: (error: unknown) => void,
) {
  for (const hook of signInHooks) {
    // A failed merge must not refuse a correct password; the hook's owner sees it in the log.
    await hook({ db, userId, guestId, now }).catch(onHookError);
  }
}

/**
 * Checks the password under throttling: the attempt is counted for the email and the address
 * before the password is, so parallel guesses can't outrun the lock. Answers the session's token.
 */
export async function login(
  deps: AccountDeps,
  input: { email: string; password: string; guestId?: string },
  client: { address: string; previousToken?: string; onHookError: (error: unknown) => void },
) {
  const { db } = deps;
  const now = deps.now();
  const emailKey = `login:email:${input.email}`;
  const addressKey = `login:address:${client.address}`;
  await claimAttempt(db, emailKey, PER_EMAIL, now);
  await claimAttempt(db, addressKey, PER_ADDRESS, now);

  const user = await findCredentials(db, input.email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !matches) throw new AppError('UNAUTHENTICATED', 'Invalid email or password');
  await clearAttempts(db, emailKey);
  // Only failures count against an address many shoppers may share.
  await refundAttempt(db, addressKey, PER_ADDRESS);
  const token = await db.tx(async (q) => {
    await deleteSession(q, client.previousToken);
    return createSession(q, user.id, now);
  });
  await runSignInHooks(db, user.id, input.guestId, now, client.onHookError);
  return token;
}

/**
 * Issues a code for any email but mails only an existing account, through the outbox (delivery
 * comes later): status, text and timing say nothing about whether the account exists.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  input: { email: string; lang?: Language },
) {
  const user = await findCredentials(deps.db, input.email);
  await deps.db.tx(async (q) => {
    const code = await issueOtp(q, input.email, deps.now());
    if (user) {
      const lang = input.lang ?? 'en';
      await enqueueShopMail(q, deps.config.publicUrl, (shop) =>
        otpMail(user.email, code, lang, shop.name),
      );
    }
  });
}

/** The code and its mail commit together: a code counts against the resend wait only if mailed. */
export async function sendOtpTo(deps: AccountDeps, email: string, lang: Language = 'en') {
  await deps.db.tx(async (q) => {
    const code = await issueOtp(q, email, deps.now());
    await enqueueShopMail(q, deps.config.publicUrl, (shop) =>
      otpMail(email, code, lang, shop.name),
    );
  });
}

/** Answers the proof that this caller verified the code (see verifyOtp). */
export async function checkOtp(deps: AccountDeps, email: string, otp: string) {
  const proof = await verifyOtp(deps.db, email, otp, deps.now());
  if (!proof) throw new AppError('VALIDATION', 'Invalid OTP', { otp: 'Invalid OTP' });
  return proof;
}

/**
 * Sets a new password after a verified code, and signs the account out everywhere. `proof`: what
 * checkOtp gave the caller, or null when the caller is signed in as the account.
 */
export async function changePassword(
  deps: AccountDeps,
  email: string,
  password: string,
  proof: string | null,
) {
  await deps.db.tx(async (q) => {
    const user = await findCredentials(q, email);
    if (!(await consumeVerified(q, email, deps.now(), proof)) || !user) {
      throw new AppError('FORBIDDEN', 'Please verify the OTP first');
    }
    // Hashed only now: an unverified caller must not make the server spend scrypt time.
    await setPasswordHash(q, user.id, await hashPassword(password));
    await deleteUserSessions(q, user.id);
  });
}
