// Every write a guest can make is limited per client address: a burst from one address is
// refused with 429 and Retry-After, another address goes on, and behind a trusted proxy the
// client it names is counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { signedIn } from '../modules/auth/test-helpers.ts';
import { ADDRESS_LIMITS, RATE_LIMITS, type RateLimits } from './rate-limit.ts';

const MAX = 3;
/** Every limit small: those of accounts as well, which the routes below never reach. */
const small = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((name) => [name, { max: MAX, windowMs: 60_000 }]),
) as RateLimits;
/**
 * Writes a guest may make unlimited: a catalog query sent as POST, Stripe's signed events, and
 * mail providers' one-click unsubscribes (a provider's few servers post for all its users).
 */
const NOT_LIMITED = new Set([
  'POST /api/v1/products/filter',
  // A POST for its body (an address); it writes nothing.
  'POST /api/v1/cart/quote',
  'POST /api/payment/webhook',
  'POST /api/newsletter/unsubscribe/one-click',
]);
/**
 * Writes that need an account but check their body before the session (an empty body from a
 * guest is a 400), each with a valid body: a guest sending it is refused, 401.
 */
const SIGNED_IN_ONLY: Record<string, object> = {
  'PATCH /api/users/details': { username: 'Ada Lovelace' },
  'POST /api/users/password/verify-otp': { otp: '123456' },
  'POST /api/users/password': { password: 'secret123' },
  'POST /api/v1/address': { action: 'X' },
  'POST /api/subscriptions/subscribe': { planId: 1 },
  'POST /api/subscriptions/checkout': { planId: 2 },
  'POST /api/v1/orders/claim': { otp: '123456' },
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 4, rateLimits: small });
});
afterAll(() => h?.close());

type App = Harness['app'];
let addresses = 0;
const newAddress = () => `10.20.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const write = (app: App, route: string, from: string, headers: Record<string, string> = {}) => {
  const [method, url] = route.split(' ') as ['POST', string];
  return app.inject({ method, url, payload: {}, remoteAddress: from, headers });
};

function expectLimited(res: Awaited<ReturnType<App['inject']>>, route: string) {
  expect(res.statusCode, route).toBe(429);
  expect(Number(res.headers['retry-after']), route).toBeGreaterThan(0);
}

describe('per-address limits', () => {
  it.each(Object.keys(ADDRESS_LIMITS))(
    'refuses %s from one address beyond its limit, not from another',
    async (route) => {
      const from = newAddress();
      for (let n = 0; n < MAX; n++) {
        expect((await write(h.app, route, from)).statusCode, `${route} ${n}`).not.toBe(429);
      }
      expectLimited(await write(h.app, route, from), route);
      expect((await write(h.app, route, newAddress())).statusCode).not.toBe(429);
    },
  );

  it('lets a signed-in shopper change their cart from an address whose guests are refused', async () => {
    const cookie = await signedIn(h.app, 'member@example.com');
    const from = newAddress();
    const route = 'POST /api/v1/cart/update';
    for (let n = 0; n < MAX; n++) await write(h.app, route, from);
    expectLimited(await write(h.app, route, from), route);
    expect((await write(h.app, route, from, { cookie })).statusCode).toBe(400);
  });

  it('takes exactly the allowed newsletter sign-ups of a burst of 40 from one address', async () => {
    const from = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        h.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          payload: { email: `burst${n}@example.com` },
          remoteAddress: from,
        }),
      ),
    );
    const ok = answers.filter((res) => res.statusCode === 200).length;
    expect(ok).toBe(MAX);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(40 - MAX);
    const [row] = await h.db.query<{ n: number }>(
      "select count(*)::int as n from newsletter_subscribers where email like 'burst%'",
    );
    expect(row?.n).toBe(MAX);
  });

  it('counts the client a trusted proxy names, and ignores the header from anyone else', async () => {
    const proxy = newAddress();
    const route = 'POST /api/newsletter';
    const client = (app: App, name: string) =>
      write(app, route, proxy, { 'x-forwarded-for': name });
    // Untrusted: each forged name is the proxy's own address, counted as one.
    for (let n = 0; n < MAX; n++) await client(h.app, `203.0.113.${n}`);
    expectLimited(await client(h.app, '203.0.113.99'), route);

    const config = { ...h.config, trustProxy: [proxy] };
    const behind = await buildApp({ config, db: h.db, logger: false, rateLimits: small });
    try {
      for (let n = 0; n < MAX; n++) await client(behind, '198.51.100.1');
      expectLimited(await client(behind, '198.51.100.1'), route);
      expect((await client(behind, '198.51.100.2')).statusCode).not.toBe(429);
    } finally {
      await behind.close();
    }
  });

  it('leaves no write a guest can reach without a per-address limit', async () => {
    const doc = (await h.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const writes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    for (const route of Object.keys(ADDRESS_LIMITS)) expect(writes).toContain(route);

    const unlimited: string[] = [];
    for (const route of writes) {
      if (route in ADDRESS_LIMITS || NOT_LIMITED.has(route)) continue;
      const [method, path] = route.split(' ') as ['POST', string];
      const res = await h.app.inject({
        method,
        url: path.replace(':orderCode', 'ATL-AAAA-AAAA').replace(/:\w+/g, '1'),
        payload: SIGNED_IN_ONLY[route] ?? {},
        remoteAddress: newAddress(),
      });
      // A guest is refused before anything is written: the account's own limits apply.
      if (res.statusCode !== 401) unlimited.push(`${route} answered a guest ${res.statusCode}`);
    }
    expect(unlimited).toEqual([]);
  });
});
