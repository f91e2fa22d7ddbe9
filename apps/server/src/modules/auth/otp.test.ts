import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { otpMail } from './mail-texts.ts';
import { RESET_COOKIE } from './routes.ts';
import {
  appWithClock,
  codesTo,
  latestOtp,
  login,
  mailsTo,
  manualClock,
  registerUser,
  signedIn,
} from './test-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
});
// The outbox lives in the harness's data directory.
afterAll(async () => {
  await h?.close();
  await fs.rm(h.config.dataDir, { recursive: true, force: true });
});

type App = Harness['app'];
const post = (app: App, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/auth/${url}`, payload });
const reset = (app: App, email: string) => post(app, 'reset-password', { email });
const verify = (app: App, email: string, otp: string) => post(app, 'verify-otp', { email, otp });
/** The cookie a successful verify gives the browser: the proof update-password asks for. */
const proofOf = (verified: Awaited<ReturnType<App['inject']>>) =>
  `${RESET_COOKIE}=${verified.cookies.find((c) => c.name === RESET_COOKIE)?.value}`;
const update = (app: App, email: string, password: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/update-password',
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password recovery', () => {
  it('answers the same for an unknown email and mails only the real account', async () => {
    await registerUser(h.app, { email: 'known@example.com' });
    const known = await reset(h.app, 'known@example.com');
    const unknown = await reset(h.app, 'unknown@example.com');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('OTP sent to your email');
    }
    await latestOtp(h.config.outboxDir, 'known@example.com');
    expect(await mailsTo(h.config.outboxDir, 'unknown@example.com')).toHaveLength(0);
    // The resend limit doesn't tell them apart either.
    expect((await reset(h.app, 'known@example.com')).statusCode).toBe(429);
    expect((await reset(h.app, 'unknown@example.com')).statusCode).toBe(429);
  });

  it('sets a new password with the mailed code, once, and signs the account out', async () => {
    const cookie = await signedIn(h.app, 'forgot@example.com', 'old-secret');
    await reset(h.app, 'Forgot@example.com');
    const code = await latestOtp(h.config.outboxDir, 'forgot@example.com');
    expect((await update(h.app, 'forgot@example.com', 'new-secret')).statusCode).toBe(403);
    const verified = await verify(h.app, 'forgot@example.com', code);
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toBe('OTP verified');
    expect((await verify(h.app, 'forgot@example.com', code)).body).toBe('Invalid OTP');
    // Only the browser that verified the code may use it: not anyone naming the email meanwhile.
    expect((await update(h.app, 'forgot@example.com', 'hijacked-1')).statusCode).toBe(403);
    const proof = proofOf(verified);

    const short = await update(h.app, 'forgot@example.com', 'abc', proof);
    expect(short.statusCode).toBe(400);
    expect(short.body).toBe('Password must be at least 6 characters');
    const done = await update(h.app, 'forgot@example.com', 'new-secret', proof);
    expect(done.statusCode).toBe(200);
    expect(done.body).toBe('Password updated successfully');
    expect((await update(h.app, 'forgot@example.com', 'third-secret', proof)).statusCode).toBe(403);

    expect((await login(h.app, 'forgot@example.com', 'old-secret')).statusCode).toBe(401);
    expect((await login(h.app, 'forgot@example.com', 'new-secret')).statusCode).toBe(200);
    expect(
      (await h.app.inject({ url: '/api/users/details', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it("refuses a malformed code with the form's message", async () => {
    const res = await verify(h.app, 'known@example.com', '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('OTP must be 6 digits');
    expect((await verify(h.app, 'known@example.com', '')).body).toBe('OTP is required');
  });

  it('kills the code after five wrong tries', async () => {
    await registerUser(h.app, { email: 'guesser@example.com' });
    await reset(h.app, 'guesser@example.com');
    const code = await latestOtp(h.config.outboxDir, 'guesser@example.com');
    for (let i = 0; i < 5; i++) {
      const res = await verify(h.app, 'guesser@example.com', wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('Invalid OTP');
    }
    expect((await verify(h.app, 'guesser@example.com', code)).body).toBe('Invalid OTP');
  });

  it('accepts the right code after four wrong ones', async () => {
    await registerUser(h.app, { email: 'typo@example.com' });
    await reset(h.app, 'typo@example.com');
    const code = await latestOtp(h.config.outboxDir, 'typo@example.com');
    for (let i = 0; i < 4; i++) await verify(h.app, 'typo@example.com', wrongCode(code));
    expect((await verify(h.app, 'typo@example.com', code)).statusCode).toBe(200);
  });
});

describe('code lifetime', () => {
  it('expires after 10 minutes, resends after 60 s, and a verified code lasts 10 minutes', async () => {
    const clock = manualClock();
    const app = await appWithClock(h, clock.now);
    const outbox = h.config.outboxDir;
    await registerUser(app, { email: 'clock@example.com' });

    expect((await reset(app, 'clock@example.com')).statusCode).toBe(200);
    const first = await latestOtp(outbox, 'clock@example.com', 1);
    // Sent before the clock moves: to a sender whose clock is ten minutes on, a mail still being
    // sent looks abandoned by a dead sender (outbox-worker.ts LEASE_MS), and it would send it again.
    const pending = `select 1 from mail_outbox where recipient = 'clock@example.com' and status = 'pending'`;
    await vi.waitFor(async () => expect(await h.db.query(pending)).toEqual([]));
    clock.advance(15_000);
    const early = await reset(app, 'clock@example.com');
    expect(early.statusCode).toBe(429);
    expect(early.body).toBe('Please wait 45 seconds before requesting a new code');
    expect(early.headers['retry-after']).toBe('45');

    clock.advance(10 * 60_000);
    expect((await verify(app, 'clock@example.com', first)).body).toBe('Invalid OTP');

    expect((await reset(app, 'clock@example.com')).statusCode).toBe(200);
    // Each app's sender may claim the first mail too (their clocks are months apart), and that
    // copy may be written after the second code's mail: the second code is the one that differs.
    const second = await vi.waitFor(
      async () => {
        const next = (await codesTo(outbox, 'clock@example.com')).find((code) => code !== first);
        expect(next).toBeDefined();
        return next!;
      },
      { timeout: 10_000 },
    );
    clock.advance(9 * 60_000);
    const verified = await verify(app, 'clock@example.com', second);
    expect(verified.statusCode).toBe(200);
    clock.advance(11 * 60_000);
    const late = await update(app, 'clock@example.com', 'too-late-1', proofOf(verified));
    expect(late.statusCode).toBe(403);
    await app.close();
  });
});

describe('the code mail', () => {
  it('exists in the six languages, each with the code in text and HTML', () => {
    const subjects = new Set<string>();
    for (const lang of LANGUAGES) {
      const mail = otpMail('a@example.com', '042917', lang, 'Maison Lune');
      subjects.add(mail.subject);
      expect(mail.subject).toContain('Maison Lune');
      expect(mail.text).toContain('042917');
      expect(mail.html).toContain('042917');
      expect(mail.lang).toBe(lang);
    }
    expect(subjects.size).toBe(6);
  });
});
