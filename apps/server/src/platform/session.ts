import { createHash, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NEWSLETTER_ONE_CLICK_PATH } from '@atelier/contract';
import type { Config } from './config.ts';
import type { Db, Queryable } from './db.ts';
import { AppError } from './errors.ts';
import { retryAfterHook } from './rate-limit.ts';

export const SESSION_COOKIE = 'atelier_session';
const SESSION_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry, written at most once an hour so reads don't each cost a write.
const RENEW_AFTER_MS = 60 * 60 * 1000;

/**
 * State-changing API routes called by another server, with no cookie: Stripe's signed events, and
 * a mail provider's one-click unsubscribe (a form, authorised by the token in its address).
 */
export const ORIGIN_CHECK_EXEMPT = new Set(['/api/payment/webhook', NEWSLETTER_ONE_CLICK_PATH]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ACCEPTED_BODY = /^(application\/json|multipart\/form-data)\s*(;|$)/i;

export interface SessionUser {
  id: number;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request; use requireUser / optionalUser. */
    sessionUser(): Promise<SessionUser | null>;
    sessionLookup: Promise<SessionUser | null> | null;
    sessionRenewal: string | null;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function optionalUser(request: FastifyRequest) {
  return request.sessionUser();
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.sessionUser();
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  return user;
}

/** A `userId`/`email` carried by a request must name the caller: their email or their id. */
export function assertSelf(user: SessionUser, claimed: string | number | undefined) {
  if (claimed === undefined) return;
  const given = String(claimed).trim().toLowerCase();
  if (given !== user.email && given !== String(user.id)) {
    throw new AppError('FORBIDDEN', 'This belongs to another account');
  }
}

export async function createSession(q: Queryable, userId: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await q.query('delete from sessions where expires_at < $1', [now]);
  await q.query(
    'insert into sessions (token_hash, user_id, expires_at, renewed_at) values ($1, $2, $3, $4)',
    [hashToken(token), userId, new Date(now.getTime() + SESSION_MS), now],
  );
  return token;
}

export async function deleteSession(q: Queryable, token: string | undefined) {
  if (token) await q.query('delete from sessions where token_hash = $1', [hashToken(token)]);
}

export async function deleteUserSessions(q: Queryable, userId: number) {
  await q.query('delete from sessions where user_id = $1', [userId]);
}

export const sessionToken = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE];

export function setSessionCookie(reply: FastifyReply, token: string, config: Config) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    maxAge: SESSION_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
  });
}

/**
 * The public URL's origin, or the one the request came to when the shop is reached under another
 * name (a LAN address, localhost): scheme included, so an http page is never the https shop. Under
 * the public name only the public origin counts, as behind a TLS proxy the request itself is http.
 */
function sameSite(request: FastifyRequest, origin: string, publicUrl: URL) {
  if (origin === publicUrl.origin) return true;
  try {
    const from = new URL(origin);
    return (
      from.host !== publicUrl.host &&
      from.host === request.host &&
      from.protocol === `${request.protocol}:`
    );
  } catch {
    return false;
  }
}

/**
 * Cookies, the session lookup, and the cross-site guard every later module gets for free:
 * a state change must carry JSON or multipart (no HTML form can send those cross-site without
 * CORS) and an Origin, when sent, of this shop.
 */
export async function registerSessions(
  app: FastifyInstance,
  deps: { config: Config; db: Db; clock?: () => Date },
) {
  const { config, db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const publicUrl = new URL(config.publicUrl);
  await app.register(fastifyCookie);

  async function lookup(request: FastifyRequest): Promise<SessionUser | null> {
    const token = sessionToken(request);
    if (!token) return null;
    const now = clock();
    const [row] = await db.query<SessionUser & { renewedAt: Date }>(
      `select u.id, u.email, s.renewed_at as "renewedAt"
         from sessions s join users u on u.id = s.user_id
        where s.token_hash = $1 and s.expires_at > $2`,
      [hashToken(token), now],
    );
    if (!row) return null;
    if (now.getTime() - new Date(row.renewedAt).getTime() > RENEW_AFTER_MS) {
      await db.query('update sessions set expires_at = $2, renewed_at = $3 where token_hash = $1', [
        hashToken(token),
        new Date(now.getTime() + SESSION_MS),
        now,
      ]);
      request.sessionRenewal = token;
    }
    return { id: row.id, email: row.email };
  }

  app.decorateRequest('sessionLookup', null);
  app.decorateRequest('sessionRenewal', null);
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    this.sessionLookup ??= lookup(this);
    return this.sessionLookup;
  });

  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || ORIGIN_CHECK_EXEMPT.has(path)) return done();
    const type = request.headers['content-type'];
    if (type !== undefined && !ACCEPTED_BODY.test(type)) {
      return done(new AppError('FORBIDDEN', 'Send a JSON or multipart body'));
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !sameSite(request, origin, publicUrl)) {
      return done(new AppError('FORBIDDEN', 'Cross-site request refused'));
    }
    done();
  });

  // A renewed session's cookie gets its 30 days again, unless the route set or cleared it.
  app.addHook('onSend', (request, reply, _payload, done) => {
    const renewal = request.sessionRenewal;
    if (renewal && !String(reply.getHeader('set-cookie') ?? '').includes(`${SESSION_COOKIE}=`)) {
      setSessionCookie(reply, renewal, config);
    }
    done();
  });
  app.addHook('onError', retryAfterHook);
}
