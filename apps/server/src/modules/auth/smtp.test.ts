import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { otpIn, registerUser } from './test-helpers.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let h: Harness;
let smtp: SMTPServer;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  h = await startHarness({
    products: 4,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Atelier <shop@atelier.test>' },
  });
});
afterAll(async () => {
  await h?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function nextMail() {
  for (let i = 0; i < 100 && received.length === 0; i++)
    await new Promise((r) => setTimeout(r, 50));
  const mail = received.shift();
  if (!mail) throw new Error('no mail arrived');
  return mail;
}

it('delivers the reset code over SMTP, and that code verifies', async () => {
  await registerUser(h.app, { email: 'smtp@example.com' });
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { email: 'smtp@example.com' },
  });
  expect(res.statusCode).toBe(200);
  const mail = await nextMail();
  expect(mail.from).toBe('shop@atelier.test');
  expect(mail.to).toEqual(['smtp@example.com']);
  expect(mail.raw).toMatch(/^Subject: Your Atelier verification code$/m);
  expect(mail.raw).toMatch(/multipart\/alternative/);
  const verified = await h.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email: 'smtp@example.com', otp: otpIn(mail.raw) },
  });
  expect(verified.body).toBe('OTP verified');
});

it('sends the profile code to the signed-in user in their language', async () => {
  await registerUser(h.app, { email: 'profile-smtp@example.com' });
  const signIn = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'profile-smtp@example.com', password: 'secret123' },
  });
  const cookie = `${signIn.cookies[0]!.name}=${signIn.cookies[0]!.value}`;
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/users/password/otp',
    headers: { cookie },
    payload: { lang: 'fr' },
  });
  expect(res.json()).toEqual({ message: 'OTP sent to your email' });
  const mail = await nextMail();
  expect(mail.to).toEqual(['profile-smtp@example.com']);
  // The French subject, MIME-encoded because of its accent.
  expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Votre_code_de_v=C3=A9rification_Atelier\?=$/m);
});
