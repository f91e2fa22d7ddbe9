// Codes asked for while the mail server is down are answered as sent, and arrive once it is back.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { manualClock, otpIn, registerUser, signedIn } from '../modules/auth/test-helpers.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { LocalSmtp } from '../test/smtp.ts';
import { retryDelayMs } from './outbox-worker.ts';

const clock = manualClock();
let h: Harness;
let smtp: LocalSmtp;
beforeAll(async () => {
  smtp = await LocalSmtp.create();
  h = await startHarness({ products: 2, clock: clock.now, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await h?.close();
  await smtp?.stop();
});

const post = (url: string, payload: object, cookie?: string) =>
  h.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

/** Waits until the server's worker has tried to send the mail to `to` and failed. */
async function failedOnce(to: string) {
  for (let i = 0; i < 100; i++) {
    const [row] = await h.db.query<{ attempts: number; error: string | null }>(
      'select attempts, last_error as error from mail_outbox where recipient = $1',
      [to],
    );
    if (row?.error) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no failed attempt to mail ${to}`);
}

it('mails a reset code asked for while SMTP is down once the server is back', async () => {
  await registerUser(h.app, { email: 'away@example.com' });
  const asked = await post('/api/auth/reset-password', { email: 'away@example.com' });
  expect(asked.statusCode).toBe(200);
  expect(asked.body).toBe('OTP sent to your email');
  expect((await failedOnce('away@example.com')).attempts).toBe(1);

  await smtp.start();
  // The retry waits its turn on the server's clock: nothing is sent before it.
  await new Promise((resolve) => setTimeout(resolve, 1200));
  expect(smtp.received).toHaveLength(0);
  clock.advance(retryDelayMs(1));
  const [mail] = await smtp.mailsTo('away@example.com');
  const verified = await post('/api/auth/verify-otp', {
    email: 'away@example.com',
    otp: otpIn(mail!.raw),
  });
  expect(verified.body).toBe('OTP verified');
  await smtp.stop();
});

it("answers the profile's send-code while SMTP is down, and the code arrives later", async () => {
  const cookie = await signedIn(h.app, 'profile-away@example.com');
  const sent = await post('/api/users/password/otp', { lang: 'fr' }, cookie);
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toEqual({ message: 'OTP sent to your email' });
  await failedOnce('profile-away@example.com');
  // The code was issued and its mail is on its way: asking again waits as after any sent code.
  expect((await post('/api/users/password/otp', {}, cookie)).statusCode).toBe(429);

  await smtp.start();
  clock.advance(retryDelayMs(1));
  const [mail] = await smtp.mailsTo('profile-away@example.com');
  expect(mail!.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Votre_code_de_v=C3=A9rification_Atelier\?=$/m);
  const verified = await post('/api/users/password/verify-otp', { otp: otpIn(mail!.raw) }, cookie);
  expect(verified.statusCode).toBe(200);
  await smtp.stop();
});

it("carries a newsletter mail's one-click unsubscribe headers to the mail server", async () => {
  await smtp.start();
  await post('/api/newsletter', { email: 'reader@example.com', lang: 'en' });
  const [mail] = await smtp.mailsTo('reader@example.com');
  // A long header line is folded onto the next, as RFC 5322 allows.
  const header = /^List-Unsubscribe:\s+<(\S+)>$/m.exec(mail!.raw);
  expect(new URL(header![1]!).pathname).toBe('/api/newsletter/unsubscribe/one-click');
  expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
});
