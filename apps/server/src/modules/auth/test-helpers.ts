import fs from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../app.ts';
import type { Harness } from '../../test/harness.ts';
import { SESSION_COOKIE } from '../../platform/session.ts';

type App = Harness['app'];

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-03-01T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => void (now += ms),
  };
}

/** A second server on the harness's database, seeing the given clock. */
export async function appWithClock(h: Harness, clock: () => Date) {
  const app = await buildApp({ config: h.config, db: h.db, clock, logger: false });
  await app.ready();
  return app;
}

export async function registerUser(
  app: App,
  user: { name?: string; email: string; password?: string; referral?: string },
) {
  const password = user.password ?? 'secret123';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: user.name ?? 'Ada Lovelace',
      email: user.email,
      password,
      confirmPassword: password,
      referral: user.referral,
    },
  });
  if (res.statusCode !== 201)
    throw new Error(`register ${user.email}: ${res.statusCode} ${res.body}`);
}

export function login(app: App, email: string, password = 'secret123') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/** Registers and signs in; answers the Cookie header value for later requests. */
export async function signedIn(app: App, email: string, password = 'secret123') {
  await registerUser(app, { email, password });
  const res = await login(app, email, password);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

async function mails(outboxDir: string) {
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  return Promise.all(names.sort().map((name) => fs.readFile(path.join(outboxDir, name), 'utf8')));
}

export async function mailsTo(outboxDir: string, email: string) {
  return (await mails(outboxDir)).filter((mail) => new RegExp(`^To: ${email}$`, 'mi').test(mail));
}

/** The codes mailed to `email`, oldest first (its mails without one left out). */
export async function codesTo(outboxDir: string, email: string) {
  return (await mailsTo(outboxDir, email)).filter((mail) => CODE.test(mail)).map(otpIn);
}

/** The code of the newest mail to `email`; waits a little, the reset mail is sent in the background. */
export async function latestOtp(outboxDir: string, email: string, count = 1) {
  for (let i = 0; i < 60; i++) {
    // Only the mails carrying a code: the shopper may also have been mailed about an order.
    const found = await codesTo(outboxDir, email);
    if (found.length >= count) return found.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
}

const CODE = /^\s+(\d{6})\s*$/m;

export function otpIn(mail: string) {
  const code = CODE.exec(mail)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}
