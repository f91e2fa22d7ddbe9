import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { startHarness, type Harness } from '../../test/harness.ts';
import { SESSION_COOKIE } from '../../platform/session.ts';
import { appWithClock, login, manualClock, registerUser, signedIn } from './test-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
});
afterAll(() => h?.close());

const register = (payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const valid = {
  name: 'Grace',
  email: 'grace@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
};

describe('sign-up', () => {
  it('creates the account and answers the success text', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('Registration successful');
    expect((await login(h.app, 'grace@example.com')).body).toBe('Login successful');
  });

  it.each([
    [{ name: 'G' }, 'Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'Invalid email'],
    [{ email: '' }, 'Email is required'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'Minimum 6 characters'],
    [{ confirmPassword: 'different1' }, 'Passwords must match'],
    [{ confirmPassword: '' }, 'Confirm Password is required'],
    [{ name: 'G', email: 'bad' }, 'Name must be at least 2 characters'],
    [{ referral: 'NOSUCHCODE' }, 'Invalid referral code'],
  ])('refuses %o with %s', async (change, message) => {
    const res = await register({ ...valid, email: 'new@example.com', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(message);
  });

  it('refuses an email already taken, whatever its case and spaces', async () => {
    await registerUser(h.app, { email: 'taken@example.com' });
    const res = await register({ ...valid, email: '  TAKEN@Example.COM ' });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/already exists/);
  });
});

describe('sign-in and sign-out', () => {
  it('sets an httpOnly SameSite=Lax session cookie and finds the user with it', async () => {
    await registerUser(h.app, { email: 'cookie@example.com' });
    const res = await login(h.app, ' Cookie@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Login successful');
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    const me = await h.app.inject({
      url: '/api/users/details?userId=cookie@example.com',
      headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` },
    });
    expect(me.json()).toMatchObject({ email: 'cookie@example.com', subscriptionType: 'Silver' });
  });

  it('answers 401 text for a wrong password and for an unknown email alike', async () => {
    await registerUser(h.app, { email: 'wrong@example.com' });
    const wrong = await login(h.app, 'wrong@example.com', 'not-the-one');
    const unknown = await login(h.app, 'nobody@example.com', 'not-the-one');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe('Invalid email or password');
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('ends the session at logout and clears the cookie', async () => {
    const cookie = await signedIn(h.app, 'bye@example.com');
    const out = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(cleared.maxAge).toBe(0);
    const me = await h.app.inject({ url: '/api/users/details', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("replaces the browser's previous session at sign-in", async () => {
    const first = await signedIn(h.app, 'again@example.com');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: first },
      payload: { email: 'again@example.com', password: 'secret123' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await h.app.inject({ url: '/api/users/details', headers: { cookie: first } })).statusCode,
    ).toBe(401);
  });

  it('keeps a session 30 days from its last use', async () => {
    const clock = manualClock();
    const app = await appWithClock(h, clock.now);
    const cookie = await signedIn(app, 'sliding@example.com');
    const me = () => app.inject({ url: '/api/users/details', headers: { cookie } });
    clock.advance(20 * 24 * 3600_000);
    const renewed = await me();
    expect(renewed.statusCode).toBe(200);
    expect(renewed.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(30 * 24 * 3600);
    clock.advance(20 * 24 * 3600_000);
    expect((await me()).statusCode).toBe(200);
    clock.advance(31 * 24 * 3600_000);
    expect((await me()).statusCode).toBe(401);
    await app.close();
  });
});

describe('login throttling', () => {
  it('slows repeated failures with 429 and the wait, and lets the right password in after it', async () => {
    const clock = manualClock();
    const app = await appWithClock(h, clock.now);
    await registerUser(app, { email: 'target@example.com' });
    for (let i = 0; i < 5; i++)
      expect((await login(app, 'target@example.com', 'guess-' + i)).statusCode).toBe(401);
    const locked = await login(app, 'target@example.com');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['content-type']).toMatch(/^text\/plain/);
    expect(locked.body).toBe('Too many attempts. Try again in 1 seconds.');
    expect(locked.headers['retry-after']).toBe('1');

    clock.advance(1000);
    expect((await login(app, 'target@example.com', 'guess-5')).statusCode).toBe(401);
    const longer = await login(app, 'target@example.com');
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');

    clock.advance(2000);
    expect((await login(app, 'target@example.com')).statusCode).toBe(200);
    // Success cleared the count: one new failure does not lock.
    expect((await login(app, 'target@example.com', 'typo-once')).statusCode).toBe(401);
    expect((await login(app, 'target@example.com')).statusCode).toBe(200);
    await app.close();
  });
});

describe('cross-site guard', () => {
  it("refuses a state change from a foreign Origin and accepts the shop's own", async () => {
    const payload = { email: 'origin@example.com' };
    const foreign = await h.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
    const own = await h.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: h.config.publicUrl },
      payload,
    });
    expect(own.statusCode).toBe(200);
  });

  it("takes the scheme as part of the shop's origin", async () => {
    const https = { ...h.config, publicUrl: 'https://shop.example' };
    const app = await buildApp({ config: https, db: h.db, logger: false });
    const subscribe = (origin: string, host: string) =>
      app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { origin, host },
        payload: { email: 'scheme@example.com' },
      });
    // A page served over plain http under the shop's name (a network attacker's) is not the shop.
    expect((await subscribe('http://shop.example', 'shop.example')).statusCode).toBe(403);
    expect((await subscribe('https://shop.example', 'shop.example')).statusCode).toBe(200);
    // Reached under another name, the origin must be the one the request came to, scheme included.
    expect((await subscribe('https://10.0.0.5:3000', '10.0.0.5:3000')).statusCode).toBe(403);
    expect((await subscribe('http://10.0.0.5:3000', '10.0.0.5:3000')).statusCode).toBe(200);
    await app.close();
  });

  it('refuses a form-encoded or text body, which a foreign page could send', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': type },
        payload: 'email=a@b.co&password=secret123',
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
