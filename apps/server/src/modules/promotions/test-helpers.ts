import type { Harness } from '../../test/harness.ts';

type App = Harness['app'];

/** POST /api/admin/promotions/codes as the member of `staff` (a Cookie header value). */
export function postCode(app: App, staff: string, body: object) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/promotions/codes',
    headers: { cookie: staff },
    payload: { kind: 'percent', value: 10, ...body },
  });
}

/** Applies `code` to the cart of `userId` (an email with its session cookie, or a guest id). */
export function applyCode(app: App, cookie: string | undefined, userId: string, code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/cart/discount',
    headers: cookie ? { cookie } : {},
    payload: { userId, code, lang: 'en' },
  });
}

export async function cartOf(app: App, cookie: string, email: string, useCredit = false) {
  const query = new URLSearchParams({ userId: email, useCredit: String(useCredit) });
  const res = await app.inject({ url: `/api/v1/cart?${query}`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`cart ${email}: ${res.statusCode} ${res.body}`);
  return res.json();
}
