import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API_PREFIX, STAFF_COOKIE, type StaffRole } from '@atelier/contract';
import type { Config } from '../platform/config.ts';
import type { Queryable } from '../platform/db.ts';

/** A working day: a staff session lasts while used, and ends after 12 idle hours. */
const SESSION_MS = 12 * 60 * 60 * 1000;
// Sliding expiry, written at most every 10 minutes so reads don't each cost a write.
const RENEW_AFTER_MS = 10 * 60 * 1000;

export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
}

const hashToken = (token: string) => createHash('sha256').update(`staff:${token}`).digest('hex');

export async function createStaffSession(q: Queryable, staffId: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await q.query('delete from staff_sessions where expires_at < $1', [now]);
  await q.query(
    `insert into staff_sessions (token_hash, staff_id, expires_at, renewed_at)
     values ($1, $2, $3, $4)`,
    [hashToken(token), staffId, new Date(now.getTime() + SESSION_MS), now],
  );
  return token;
}

export async function deleteStaffSession(q: Queryable, token: string | undefined) {
  if (token) await q.query('delete from staff_sessions where token_hash = $1', [hashToken(token)]);
}

/** The signed-in member of a token, renewing its expiry now and then; null when there is none. */
export async function staffOfToken(q: Queryable, token: string, now: Date) {
  const [row] = await q.query<StaffMember & { renewedAt: Date }>(
    `select s.id, s.email, s.role, ss.renewed_at as "renewedAt"
       from staff_sessions ss join staff s on s.id = ss.staff_id
      where ss.token_hash = $1 and ss.expires_at > $2 and s.password_hash is not null`,
    [hashToken(token), now],
  );
  if (!row) return null;
  if (now.getTime() - new Date(row.renewedAt).getTime() > RENEW_AFTER_MS) {
    await q.query(
      'update staff_sessions set expires_at = $2, renewed_at = $3 where token_hash = $1',
      [hashToken(token), new Date(now.getTime() + SESSION_MS), now],
    );
  }
  return { id: row.id, email: row.email, role: row.role };
}

export const staffToken = (request: FastifyRequest): string | undefined =>
  request.cookies[STAFF_COOKIE];

// Strict: the back office is never entered from a link on another site. Sent to the API only,
// and kept until the browser closes: the session's expiry is the server's.
const cookieOptions = (config: Config) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: config.publicUrl.startsWith('https:'),
  path: ADMIN_API_PREFIX,
});

export function setStaffCookie(reply: FastifyReply, token: string, config: Config) {
  reply.setCookie(STAFF_COOKIE, token, cookieOptions(config));
}

export function clearStaffCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(STAFF_COOKIE, cookieOptions(config));
}

/**
 * A sign-in that passed the password, until its code is given: the code's tries are counted
 * only with it, so a stranger naming the email spends none of them (nor locks the member out).
 */
export const SIGN_IN_COOKIE = 'atelier_staff_signin';
const signInCookieOptions = (config: Config) => ({
  ...cookieOptions(config),
  path: `${ADMIN_API_PREFIX}/auth`,
});

export const signInTicket = (request: FastifyRequest): string | undefined =>
  request.cookies[SIGN_IN_COOKIE];

export function setSignInCookie(reply: FastifyReply, ticket: string, config: Config) {
  reply.setCookie(SIGN_IN_COOKIE, ticket, signInCookieOptions(config));
}

export function clearSignInCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SIGN_IN_COOKIE, signInCookieOptions(config));
}
