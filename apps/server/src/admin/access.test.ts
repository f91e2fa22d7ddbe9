import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@atelier/contract';
import { startHarness, type Harness } from '../test/harness.ts';
import { signedIn } from '../modules/auth/test-helpers.ts';
import { staffSession } from './test-helpers.ts';

let h: Harness;
const cookies = {} as Record<StaffRole | 'shopper', string>;

interface Route {
  method: string;
  url: string;
  roles: StaffRole[] | undefined;
}

/** Every admin route of the running app, from its OpenAPI document, with the roles it names. */
function adminRoutes(): Route[] {
  const doc = h.app.swagger() as {
    paths: Record<string, Record<string, { security?: Record<string, StaffRole[]>[] }>>;
  };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{\w+\}/g, '1'),
        roles: op.security?.[0]?.staffSession,
      })),
    );
}

beforeAll(async () => {
  h = await startHarness({ products: 4 });
  for (const role of STAFF_ROLES) cookies[role] = (await staffSession(h, role)).cookie;
  cookies.shopper = await signedIn(h.app, 'shopper@example.com');
});
afterAll(() => h?.close());

describe('every admin route checks the caller', () => {
  it('lists the routes of the back office, each either guarded or public on purpose', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(15);
    const open = routes.filter((r) => !r.roles).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([
      'POST /api/admin/auth/login',
      'POST /api/admin/auth/logout',
      'POST /api/admin/auth/password-code',
      'POST /api/admin/auth/set-password',
      'POST /api/admin/auth/verify',
    ]);
  });

  it('answers 401 without a staff session, 401 to a shopper, 403 to a wrong role', async () => {
    for (const route of adminRoutes().filter((r) => r.roles)) {
      const call = (cookie?: string) =>
        h.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: cookie ? { cookie } : {},
        });
      expect((await call()).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await call(cookies.shopper)).statusCode, `${route.method} ${route.url} shopper`).toBe(
        401,
      );
      const wrong = STAFF_ROLES.find((role) => !route.roles!.includes(role));
      if (wrong)
        expect(
          (await call(cookies[wrong])).statusCode,
          `${route.method} ${route.url} ${wrong}`,
        ).toBe(403);
      const right = route.roles![route.roles!.length - 1]!;
      expect([401, 403]).not.toContain((await call(cookies[right])).statusCode);
    }
  });
});
