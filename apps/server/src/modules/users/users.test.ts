import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { latestOtp, login, signedIn } from '../auth/test-helpers.ts';

let h: Harness;
let ada: string;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  ada = await signedIn(h.app, 'ada@example.com');
  await signedIn(h.app, 'bob@example.com');
});
// The outbox lives in the harness's data directory.
afterAll(async () => {
  await h?.close();
  await fs.rm(h.config.dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  h.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

describe('users/details', () => {
  it("answers the signed-in user's own record", async () => {
    const res = await call('GET', '/api/users/details?userId=Ada@Example.com', ada);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      email: 'ada@example.com',
      username: 'Ada Lovelace',
      subscriptionType: 'Silver',
      referredBy: null,
      totalNumberReferrals: 0,
    });
    expect(user.referral).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });

  it("is 401 without a session and 403 for another user's email", async () => {
    const anonymous = await call('GET', '/api/users/details?userId=ada@example.com');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    const other = await call('GET', '/api/users/details?userId=bob@example.com', ada);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('FORBIDDEN');
    expect(other.body).not.toContain('bob');
  });

  it('saves a new username, trimmed, within 2 to 40 characters', async () => {
    const saved = await call('PATCH', '/api/users/details', ada, { username: '  Countess Ada ' });
    expect(saved.json().username).toBe('Countess Ada');
    expect((await call('GET', '/api/users/details', ada)).json().username).toBe('Countess Ada');
    const short = await call('PATCH', '/api/users/details', ada, { username: ' A ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ username: 'Name must be at least 2 characters' });
    expect(
      (await call('PATCH', '/api/users/details', ada, { username: 'x'.repeat(41) })).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', '/api/users/details', undefined, { username: 'Nobody' })).statusCode,
    ).toBe(401);
  });
});

describe('profile password', () => {
  it('sends a code, verifies it, then sets the trimmed password and signs out', async () => {
    const cookie = await signedIn(h.app, 'carol@example.com', 'first-pass');
    expect(
      (await call('POST', '/api/users/password', cookie, { password: 'second-pass' })).statusCode,
    ).toBe(403);

    const sent = await call('POST', '/api/users/password/otp', cookie);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'OTP sent to your email' });
    const again = await call('POST', '/api/users/password/otp', cookie, {});
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('RATE_LIMITED');
    expect(again.json().error.message).toMatch(/wait (59|60) seconds/);
    expect(again.headers['retry-after']).toMatch(/^(59|60)$/);

    const code = await latestOtp(h.config.outboxDir, 'carol@example.com');
    const wrong = await call('POST', '/api/users/password/verify-otp', cookie, {
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Invalid OTP');
    const ok = await call('POST', '/api/users/password/verify-otp', cookie, { otp: code });
    expect(ok.json()).toEqual({ message: 'OTP verified. You can now set a new password.' });

    const short = await call('POST', '/api/users/password', cookie, { password: '  abc   ' });
    expect(short.json().error.fields).toEqual({
      password: 'Password must be at least 6 characters',
    });
    const done = await call('POST', '/api/users/password', cookie, { password: '  second-pass ' });
    expect(done.json()).toEqual({ message: 'Password updated successfully!' });
    expect(done.cookies[0]).toMatchObject({ value: '', maxAge: 0 });

    expect((await call('GET', '/api/users/details', cookie)).statusCode).toBe(401);
    expect((await login(h.app, 'carol@example.com', 'second-pass')).statusCode).toBe(200);
  });

  it('is for signed-in users only', async () => {
    expect((await call('POST', '/api/users/password/otp')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/users/password/verify-otp', undefined, { otp: '123456' }))
        .statusCode,
    ).toBe(401);
  });
});
