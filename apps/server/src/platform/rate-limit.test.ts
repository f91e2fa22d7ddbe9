import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { login } from '../modules/auth/test-helpers.ts';
import { cartUpdate, variants, type VariantFixture } from '../modules/orders/test-helpers.ts';
import { countUse, NO_RATE_LIMITS, RATE_LIMITS, type RateLimits } from './rate-limit.ts';
import { SESSION_COOKIE } from './session.ts';

const TEN_MINUTES = 10 * 60 * 1000;
const two = { max: 2, windowMs: TEN_MINUTES };
const small: RateLimits = {
  signUp: two,
  passwordReset: two,
  otpVerify: two,
  staffPasswordCode: two,
  review: two,
  cartUpdate: { max: 3, windowMs: 60 * 1000 },
  order: two,
  payment: two,
  returns: two,
  // Sign-ins and guest carts are counted per address in address-limits.test.ts.
  signIn: NO_RATE_LIMITS.signIn,
  codeCheck: two,
  newsletter: two,
  guestCart: NO_RATE_LIMITS.guestCart,
};

let h: Harness;
let shirt: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 4, rateLimits: small });
  [shirt] = await variants(h, 1);
});
afterAll(() => h?.close());

type Response = Awaited<ReturnType<Harness['app']['inject']>>;
const from = (remoteAddress: string) => ({ remoteAddress });
const post = (url: string, payload: object, extra: object = {}) =>
  h.app.inject({ method: 'POST', url, payload, ...extra });

function expectLimited(res: Response, text = false) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  if (text) {
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
  } else {
    expect(res.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests/) },
    });
  }
}

const account = (email: string) => ({
  name: 'Ada Lovelace',
  email,
  password: 'secret123',
  confirmPassword: 'secret123',
});

let members = 0;
/** A new account signed in, registered from an address of its own (sign-ups are limited). */
async function member(email: string) {
  const res = await post('/api/auth/register', account(email), from(`10.9.0.${++members}`));
  expect(res.statusCode).toBe(201);
  const cookie = (await login(h.app, email)).cookies.find((c) => c.name === SESSION_COOKIE);
  return `${SESSION_COOKIE}=${cookie!.value}`;
}

describe('request limits', () => {
  it('limits sign-ups per client address, answering text like every auth route', async () => {
    const addr = from('10.0.0.1');
    for (const n of [1, 2]) {
      const res = await post('/api/auth/register', account(`new${n}@example.com`), addr);
      expect(res.statusCode).toBe(201);
    }
    const third = await post('/api/auth/register', account('new3@example.com'), addr);
    expectLimited(third, true);
    const users = await h.db.query('select 1 from users where email = $1', ['new3@example.com']);
    expect(users).toHaveLength(0);
    // Another address is not held back by this one.
    expect((await post('/api/auth/register', account('new4@example.com'))).statusCode).toBe(201);
  });

  it('limits password-reset codes per address, and code checks per email', async () => {
    const addr = from('10.0.0.2');
    for (const email of ['a@example.com', 'b@example.com']) {
      expect((await post('/api/auth/reset-password', { email }, addr)).statusCode).toBe(200);
    }
    expectLimited(await post('/api/auth/reset-password', { email: 'c@example.com' }, addr), true);

    const cookie = await member('otp@example.com');
    const guess = { email: 'otp@example.com', otp: '000000' };
    for (const n of [1, 2]) {
      expect((await post('/api/auth/verify-otp', guess, from(`10.1.0.${n}`))).statusCode).toBe(400);
    }
    // The count is the email's, whichever address guesses and through either route.
    expectLimited(await post('/api/auth/verify-otp', guess, from('10.1.0.3')), true);
    const profile = await post(
      '/api/users/password/verify-otp',
      { otp: '000000' },
      {
        headers: { cookie },
      },
    );
    expectLimited(profile);
  });

  it('counts reviews per address before reading the upload', async () => {
    const addr = from('10.0.0.3');
    for (const n of [1, 2]) {
      const res = await post('/api/v1/products/review', { n }, addr);
      expect(res.statusCode).toBe(400);
    }
    expectLimited(await post('/api/v1/products/review', { n: 3 }, addr));
  });

  it("limits cart changes per cart owner: a guest's key or an account", async () => {
    const line = { sku: shirt.sku, productId: shirt.productId, qty: 1, action: 'I' as const };
    const guest = crypto.randomUUID();
    for (let n = 0; n < 3; n++) {
      expect((await cartUpdate(h.app, undefined, { userId: guest, ...line })).statusCode).toBe(200);
    }
    expectLimited(await cartUpdate(h.app, undefined, { userId: guest, ...line }));
    const other = crypto.randomUUID();
    expect((await cartUpdate(h.app, undefined, { userId: other, ...line })).statusCode).toBe(200);
  });

  it('limits orders, payments and returns per account, plan checkouts counted as orders', async () => {
    const cookie = await member('buyer@example.com');
    const headers = { cookie };
    const order = { paymentMethod: 'cash', lang: 'en' };
    for (const n of [1, 2]) {
      const res = await post('/api/v1/orders', order, { headers });
      expect(res.statusCode, `order ${n}`).toBe(400);
    }
    expectLimited(await post('/api/v1/orders', order, { headers }));
    expectLimited(await post('/api/subscriptions/checkout', { planId: 2 }, { headers }));

    const pay = { amount: 10, currency: 'usd', orderCode: 'ATL-0000-0000' };
    for (const n of [1, 2]) {
      const res = await post('/api/payment/create-payment-intent', pay, { headers });
      expect(res.statusCode, `intent ${n}`).toBe(404);
    }
    expectLimited(await post('/api/payment/create-payment-intent', pay, { headers }));
    const card = {
      clientSecret: 'pi_x_secret_y',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
      name: 'Ada',
    };
    expectLimited(await post('/api/payment/test/confirm', card, { headers }));
    const ask = { orderCode: 'ATL-0000-0000', lines: [{ orderItemId: 1, qty: 1, reason: 'FIT' }] };
    for (const n of [1, 2]) {
      const res = await post('/api/v1/returns', ask, { headers });
      expect(res.statusCode, `return ${n}`).toBe(404);
    }
    expectLimited(await post('/api/v1/returns', ask, { headers }));
    // A guest is counted by address, apart from the account: refused for the cart key and email
    // it lacks, not for the account's uses.
    expect((await post('/api/v1/orders', order)).statusCode).toBe(400);
  });

  it('shares the counts between server processes on one database', async () => {
    const other = await buildApp({ config: h.config, db: h.db, logger: false, rateLimits: small });
    try {
      const addr = from('10.0.0.4');
      await post('/api/v1/products/review', {}, addr);
      await other.inject({ method: 'POST', url: '/api/v1/products/review', payload: {}, ...addr });
      const third = await post('/api/v1/products/review', {}, addr);
      expectLimited(third);
    } finally {
      await other.close();
    }
  });

  it('counts each client behind a trusted proxy apart, and believes no header otherwise', async () => {
    const review = (app: typeof h.app, client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/products/review',
        payload: {},
        headers: { 'x-forwarded-for': client },
        ...from('10.0.0.6'),
      });
    // Without TRUST_PROXY a forged header changes nothing: the socket's address is counted.
    await review(h.app, '203.0.113.1');
    await review(h.app, '203.0.113.2');
    expectLimited(await review(h.app, '203.0.113.3'));

    for (const [trustProxy, client] of [
      [['10.0.0.6'], '203.0.113.7'],
      [1, '203.0.113.9'],
    ] as const) {
      const config = { ...h.config, trustProxy: trustProxy as string[] | number };
      const behind = await buildApp({ config, db: h.db, logger: false, rateLimits: small });
      try {
        for (const n of [1, 2]) expect((await review(behind, client)).statusCode, `${n}`).toBe(400);
        expectLimited(await review(behind, client));
        expect((await review(behind, `${client}0`)).statusCode).toBe(400);
      } finally {
        await behind.close();
      }
    }
  });

  it("runs with the shop's limits when none are given", async () => {
    const shop = await buildApp({ config: h.config, db: h.db, logger: false });
    try {
      const addr = from('10.0.0.5');
      const review = () =>
        shop.inject({ method: 'POST', url: '/api/v1/products/review', payload: {}, ...addr });
      for (let n = 0; n < RATE_LIMITS.review.max; n++)
        expect((await review()).statusCode).toBe(400);
      expectLimited(await review());
    } finally {
      await shop.close();
    }
  });

  it('starts a new window once the last one is over, and says how long to wait', async () => {
    const limit = { max: 1, windowMs: 60_000 };
    const start = new Date();
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await countUse(h.db, 'test:window', limit, start)).toBe(0);
    expect(await countUse(h.db, 'test:window', limit, at(20_000))).toBe(40);
    expect(await countUse(h.db, 'test:window', limit, at(59_500))).toBe(1);
    expect(await countUse(h.db, 'test:window', limit, at(60_000))).toBe(0);
    expect(await countUse(h.db, 'test:window', limit, at(61_000))).toBe(59);
  });
});
