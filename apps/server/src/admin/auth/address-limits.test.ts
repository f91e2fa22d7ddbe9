// Staff sign-in is limited per client address by ADDRESS_LIMITS alone: each request counts once,
// so an address gets exactly the table's number of tries (the routes counted them a second time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { ADDRESS_LIMITS } from '../../platform/rate-limit.ts';

const MAX = 3;
const small = { max: MAX, windowMs: 60_000 };

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    products: 2,
    rateLimits: { signIn: small, codeCheck: small, passwordReset: small },
  });
});
afterAll(() => h?.close());

let n = 0;
/** A valid body naming a new email each time, so no per-email limit is reached. */
const BODIES: Record<string, () => object> = {
  'POST /api/admin/auth/login': () => ({ email: `nobody${++n}@atelier.test`, password: 'wrong-1' }),
  'POST /api/admin/auth/verify': () => ({ email: `nobody${++n}@atelier.test`, otp: '123456' }),
  'POST /api/admin/auth/logout': () => ({}),
  'POST /api/admin/auth/password-code': () => ({ email: `nobody${++n}@atelier.test` }),
  'POST /api/admin/auth/set-password': () => ({
    email: `nobody${++n}@atelier.test`,
    otp: '123456',
    password: 'a-new-secret-1',
  }),
};
const ROUTES = Object.keys(ADDRESS_LIMITS).filter((route) => route.includes('/api/admin/auth/'));

describe('staff sign-in limits per address', () => {
  it('covers every staff sign-in route', () => {
    expect(ROUTES.sort()).toEqual(Object.keys(BODIES).sort());
  });

  it.each(ROUTES)(
    'answers %s exactly the table’s number of times from one address',
    async (route) => {
      const [method, url] = route.split(' ') as ['POST', string];
      const from = `10.30.0.${ROUTES.indexOf(route) + 1}`;
      const send = () =>
        h.app.inject({ method, url, payload: BODIES[route]!(), remoteAddress: from });
      for (let i = 0; i < MAX; i++) {
        const res = await send();
        expect(res.statusCode, `${route} try ${i + 1}: ${res.body}`).not.toBe(429);
        expect(res.statusCode).toBeLessThan(500);
      }
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    },
  );
});
