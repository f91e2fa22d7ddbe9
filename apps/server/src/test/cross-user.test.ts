import { afterAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { staffSession } from '../admin/test-helpers.ts';
import { latestOtp, mailsTo, registerUser } from '../modules/auth/test-helpers.ts';
import { RESET_COOKIE } from '../modules/auth/routes.ts';
import { home, variants } from '../modules/orders/test-helpers.ts';
import { applyCode, postCode } from '../modules/promotions/test-helpers.ts';
import { operationsOf } from './fuzz-inputs.ts';
import { startHarness } from './harness.ts';
import { snapshotUser } from './rows.ts';
import { shopperWithEverything } from './shoppers.ts';

// Two shoppers with one of everything. Shopper B (and a guest with no cookie) aims every
// user-scoped endpoint at shopper A's data: each is refused, A's rows stay as they were, and no
// answer carries anything of A's.
const h = await startHarness({ products: 6 });
afterAll(() => h.close());
const [itemA, itemB] = await variants(h, 2, 10);
const a = await shopperWithEverything(h, 'ada@example.com', itemA!);
const b = await shopperWithEverything(h, 'bob@example.com', itemB!);
const outbox = h.config.outboxDir;
// A's cart holds a discount code, which B must neither see nor remove.
const CODE = 'CROSS10';
await postCode(h.app, (await staffSession(h, 'catalog')).cookie, { code: CODE });
if ((await applyCode(h.app, a.cookie, a.email, CODE)).statusCode !== 200) throw new Error('code');

// A is halfway through recovering the password: a code verified, the new password not yet set.
const inject = (options: InjectOptions) => h.app.inject(options);
await inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: a.email } });
const aCode = await latestOtp(outbox, a.email);
const aVerified = await inject({
  method: 'POST',
  url: '/api/auth/verify-otp',
  payload: { email: a.email, otp: aCode },
});
const aProof = aVerified.cookies.find((c) => c.name === RESET_COOKIE)!.value;
// Carl, a third shopper, holds a proof for his own email.
await registerUser(h.app, { email: 'carl@example.com' });
await inject({
  method: 'POST',
  url: '/api/auth/reset-password',
  payload: { email: 'carl@example.com' },
});
const carlVerified = await inject({
  method: 'POST',
  url: '/api/auth/verify-otp',
  payload: { email: 'carl@example.com', otp: await latestOtp(outbox, 'carl@example.com') },
});
const carlProof = `${RESET_COOKIE}=${carlVerified.cookies.find((c) => c.name === RESET_COOKIE)!.value}`;

// A's cash order is paid and partly refunded: it has an invoice and a credit note, B gets neither.
const owner = (await staffSession(h, 'owner')).cookie;
const aOrderUrl = `/api/admin/orders/${a.cashOrder.orderCode}`;
for (const [url, payload] of [
  [`${aOrderUrl}/cash-collected`, undefined],
  [`${aOrderUrl}/refunds`, { amountCents: 100, reason: 'Late' }],
] as const) {
  const res = await inject({ method: 'POST', url, headers: { cookie: owner }, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
}

// A's cash order is delivered and A asks to return a unit: B may neither see nor end the return.
for (const [path, payload] of [
  ['fulfilments', { carrier: 'ups', trackingNumber: '1Z999AA10123456784' }],
  ['deliver', undefined],
] as const) {
  const res = await inject({
    method: 'POST',
    url: `${aOrderUrl}/${path}`,
    headers: { cookie: owner },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.body}`);
}
const [aItem] = await h.db.query<{ id: number }>(
  'select i.id from order_items i join orders o on o.id = i.order_id where o.order_code = $1',
  [a.cashOrder.orderCode],
);
const aReturnBody = {
  orderCode: a.cashOrder.orderCode,
  lines: [{ orderItemId: aItem!.id, qty: 1, reason: 'FIT' }],
};
const aReturn = await inject({
  method: 'POST',
  url: '/api/v1/returns',
  headers: { cookie: a.cookie },
  payload: aReturnBody,
});
if (aReturn.statusCode !== 201) throw new Error(`return: ${aReturn.body}`);
const aReturnCode = (aReturn.json() as { code: string }).code;

interface Probe {
  /** The document's `METHOD /path`. */
  route: string;
  what: string;
  /** B's answer; a guest's is 401 unless `guest` says otherwise. */
  status: number;
  /** The path called, when the route has parameters. */
  url?: string;
  body?: object;
  guest?: number;
  /** Sent by both, besides B's session. */
  cookie?: string;
}
const probe = (route: string, what: string, status: number, more: Partial<Probe> = {}): Probe => ({
  route,
  what,
  status,
  ...more,
});

const [aLine] = a.cart.productCart;
/** A cart call on A's line, in the cart `userId` names. */
const onALine = (userId: string, action: 'U' | 'D') => ({
  body: {
    userId,
    lang: 'en',
    action,
    qty: 2,
    id: aLine!.cartId,
    sku: aLine!.sku,
    productId: aLine!.productId,
  },
  guest: 403,
});
const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'B' };
const hijack = { email: a.email, password: 'hijacked-1' };

const PROBES: Probe[] = [
  probe('POST /api/v1/address', "lists B's own book", 200, { body: { action: 'X' } }),
  probe('POST /api/v1/address', "names A's email", 403, { body: { action: 'X', userId: a.email } }),
  probe('POST /api/v1/address', "adds to A's book", 403, {
    body: { action: 'I', userId: a.email, ...home },
  }),
  probe('POST /api/v1/address', "changes A's address", 404, {
    body: { action: 'U', id: a.address.id, ...home, name: 'B was here' },
  }),
  probe('POST /api/v1/address', "deletes A's address", 404, {
    body: { action: 'D', id: a.address.id },
  }),
  probe('GET /api/users/details', "reads A's profile", 403, {
    url: `/api/users/details?userId=${a.email}`,
  }),
  probe('PATCH /api/users/details', 'renames (itself only)', 200, {
    body: { username: 'Mallory' },
  }),
  probe('GET /api/credit/{email}', "reads A's referral credit", 403, {
    url: `/api/credit/${a.email}`,
  }),
  probe('GET /api/v1/cart', "reads A's cart", 403, {
    url: `/api/v1/cart?userId=${a.email}&lang=en`,
    guest: 403,
  }),
  probe('POST /api/v1/cart/update', "adds to A's cart", 403, {
    body: {
      userId: a.email,
      lang: 'en',
      action: 'I',
      qty: 1,
      sku: itemB!.sku,
      productId: itemB!.productId,
    },
    guest: 403,
  }),
  probe('POST /api/v1/cart/quote', "quotes A's cart to an address", 403, {
    body: {
      userId: a.email,
      lang: 'en',
      address: {
        name: 'Mallory',
        phone: '+1 503 555 0100',
        flatNo: '1',
        addrssLine1: '1 Main St',
        city: 'Portland',
        region: 'OR',
        zipocode: '97204',
        country: 'US',
      },
    },
    guest: 403,
  }),
  probe('POST /api/v1/cart/update', "changes A's line in A's cart", 403, onALine(a.email, 'U')),
  probe('POST /api/v1/cart/update', "changes A's line as its own", 404, onALine(b.email, 'U')),
  probe('POST /api/v1/cart/update', "removes A's line as its own", 404, onALine(b.email, 'D')),
  probe('POST /api/v1/cart/discount', "applies a code to A's cart", 403, {
    body: { userId: a.email, lang: 'en', code: CODE },
    guest: 403,
  }),
  probe('POST /api/v1/cart/discount', 'applies a code to its own cart', 200, {
    body: { userId: b.email, lang: 'en', code: CODE },
    guest: 403,
  }),
  probe('DELETE /api/v1/cart/discount', "removes A's cart code", 403, {
    url: `/api/v1/cart/discount?userId=${a.email}&lang=en`,
    guest: 403,
  }),
  probe('DELETE /api/v1/cart/discount', 'removes its own cart code', 200, {
    url: `/api/v1/cart/discount?userId=${b.email}&lang=en`,
    guest: 403,
  }),
  probe('GET /api/v1/wishlist', "lists B's own wishlist", 200, { url: '/api/v1/wishlist?lang=en' }),
  probe('PUT /api/v1/wishlist/{productId}', "saves A's wished product (to B's list)", 200, {
    url: `/api/v1/wishlist/${a.wished}`,
  }),
  probe('DELETE /api/v1/wishlist/{productId}', "removes A's wished product (from B's)", 200, {
    url: `/api/v1/wishlist/${a.wished}`,
  }),
  probe('GET /api/v1/orders/{email}/{language}', "lists A's orders", 403, {
    url: `/api/v1/orders/${a.email}/en`,
  }),
  probe('GET /api/v1/orders/by-code/{orderCode}', "reads A's cash order", 404, {
    url: `/api/v1/orders/by-code/${a.cashOrder.orderCode}`,
  }),
  probe('GET /api/v1/orders/by-code/{orderCode}', "reads A's card order", 404, {
    url: `/api/v1/orders/by-code/${a.cardOrder.orderCode}`,
  }),
  probe('POST /api/v1/orders/by-code/{orderCode}/cancel', "cancels A's cash order", 404, {
    url: `/api/v1/orders/by-code/${a.cashOrder.orderCode}/cancel`,
  }),
  probe('POST /api/v1/orders/by-code/{orderCode}/cancel', "cancels A's card order", 404, {
    url: `/api/v1/orders/by-code/${a.cardOrder.orderCode}/cancel`,
  }),
  probe(
    'GET /api/v1/orders/by-code/{orderCode}/lines/{orderItemId}/swap',
    "reads the sizes A's line may swap to",
    404,
    { url: `/api/v1/orders/by-code/${a.cardOrder.orderCode}/lines/1/swap` },
  ),
  probe(
    'POST /api/v1/orders/by-code/{orderCode}/lines/{orderItemId}/swap',
    "swaps a line of A's order",
    404,
    {
      url: `/api/v1/orders/by-code/${a.cardOrder.orderCode}/lines/1/swap`,
      body: { sku: itemB!.sku },
    },
  ),
  probe('POST /api/v1/orders/by-code/{orderCode}/balance', "asks for what A's order owes", 404, {
    url: `/api/v1/orders/by-code/${a.cardOrder.orderCode}/balance`,
  }),
  probe(
    'POST /api/v1/orders/by-code/{orderCode}/balance/test-confirm',
    "pays what A's order owes",
    404,
    {
      url: `/api/v1/orders/by-code/${a.cardOrder.orderCode}/balance/test-confirm`,
      body: {
        clientSecret: 'pi_test_x_secret_y',
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
        name: 'Bob',
      },
    },
  ),
  probe('GET /api/v1/orders/by-code/{orderCode}/invoice.pdf', "reads A's invoice", 404, {
    url: `/api/v1/orders/by-code/${a.cashOrder.orderCode}/invoice.pdf`,
  }),
  probe(
    'GET /api/v1/orders/by-code/{orderCode}/credit-notes/{n}.pdf',
    "reads A's credit note",
    404,
    {
      url: `/api/v1/orders/by-code/${a.cashOrder.orderCode}/credit-notes/1.pdf`,
    },
  ),
  probe('POST /api/v1/orders', "ships to A's address", 404, {
    body: { addressId: a.address.id, paymentMethod: 'cash', lang: 'en' },
    // Signed out, it is a guest's order, which needs its cart key and email first.
    guest: 400,
  }),
  probe('GET /api/v1/orders/unclaimed', 'counts its own guest orders (none)', 200),
  probe('POST /api/v1/orders/claim', "claims guest orders with A's code", 400, {
    body: { otp: '123456' },
  }),
  probe('POST /api/payment/create-payment-intent', "pays A's order", 404, {
    body: { amount: a.cardOrder.total, currency: 'usd', orderCode: a.cardOrder.orderCode },
  }),
  probe('POST /api/payment/test/confirm', "confirms A's payment", 404, {
    body: { clientSecret: a.clientSecret, ...card },
  }),
  probe('POST /api/subscriptions/subscribe', 'changes plan (its own)', 200, {
    body: { planId: 1 },
  }),
  probe('POST /api/subscriptions/checkout', 'buys a plan (for itself)', 201, {
    body: { planId: 2 },
  }),
  // A plan is the caller's own: no route names another account's.
  probe('GET /api/subscriptions/current', 'reads its own plan (none)', 200),
  probe('POST /api/subscriptions/cancel', 'cancels its own plan (none)', 404, { body: {} }),
  probe('POST /api/subscriptions/resume', 'keeps its own plan (none)', 404, { body: {} }),
  probe('POST /api/users/password/otp', 'asks a code (mailed to B only)', 200, { body: {} }),
  // B's code went out a moment ago: one a minute per email, whichever page asks.
  probe('POST /api/v1/orders/claim/code', 'asks another code at once (for B only)', 429, {
    body: {},
  }),
  probe('POST /api/users/password/verify-otp', "verifies with A's code", 400, {
    body: { otp: aCode },
  }),
  probe('POST /api/users/password', "sets a password on A's verified code", 403, {
    body: { password: 'hijacked-1' },
  }),
  probe('POST /api/auth/update-password', "sets A's password without A's proof", 403, {
    body: hijack,
    guest: 403,
  }),
  probe('POST /api/auth/update-password', "sets A's password with another's proof", 403, {
    body: hijack,
    guest: 403,
    cookie: carlProof,
  }),
  probe('GET /api/v1/orders/by-code/{orderCode}/returnable', 'reads what A may return', 404, {
    url: `/api/v1/orders/by-code/${a.cashOrder.orderCode}/returnable`,
  }),
  probe('POST /api/v1/returns', "asks to return A's order", 404, { body: aReturnBody }),
  probe('POST /api/v1/returns/estimate', "estimates a return of A's order", 404, {
    body: aReturnBody,
  }),
  probe('GET /api/v1/returns', 'lists its own returns (none)', 200),
  probe('GET /api/v1/returns/{code}', "reads A's return", 404, {
    url: `/api/v1/returns/${aReturnCode}`,
  }),
  probe('POST /api/v1/returns/{code}/cancel', "cancels A's return", 404, {
    url: `/api/v1/returns/${aReturnCode}/cancel`,
  }),
  probe('GET /api/v1/returns/{code}/slip.pdf', "prints A's return slip", 404, {
    url: `/api/v1/returns/${aReturnCode}/slip.pdf`,
  }),
  probe('GET /api/v1/orders/by-code/{orderCode}/returns', "lists A's order's returns", 404, {
    url: `/api/v1/orders/by-code/${a.cashOrder.orderCode}/returns`,
  }),
  probe(
    'POST /api/v1/orders/by-code/{orderCode}/return-photos',
    "adds a photo to A's return",
    404,
    {
      url: `/api/v1/orders/by-code/${a.cashOrder.orderCode}/return-photos`,
    },
  ),
];

/**
 * Open to anyone by design: the catalog and its feed, the shop's settings, pages and markets,
 * signing up and in, codes mailed to the email's owner, and the newsletter's links, which act on
 * the mailed token alone.
 */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /livez',
  'GET /readyz',
  'GET /api/v1/categories/tree/{languageCode}',
  'GET /api/v1/products',
  'POST /api/v1/products/filter',
  'GET /api/v1/products/{id}/{languageCode}',
  'GET /api/v1/products/{id}/also-bought/{languageCode}',
  'GET /api/v1/products/review/{productId}',
  'POST /api/v1/products/review',
  'GET /api/v1/search/suggest',
  'GET /api/v1/collection/{languageCode}',
  'GET /api/v1/deals',
  'GET /api/banners',
  'GET /api/v1/promotions/flash-sale',
  'GET /api/v1/filter/category',
  'GET /api/v1/announcement',
  'GET /api/v1/shop',
  'GET /api/v1/pages/{slug}/{languageCode}',
  'GET /api/v1/markets',
  'GET /api/v1/delivery',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-otp',
  'GET /api/subscriptions/plan',
  'POST /api/newsletter',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/unsubscribe',
  'POST /api/newsletter/unsubscribe/one-click',
  'GET /api/newsletter/unsubscribe/one-click',
  'GET /media/garments/{name}',
  'GET /media/banners/{name}',
  'GET /media/collections/{name}',
  'GET /media/deals/{name}',
  'GET /media/photos/{name}',
]);
/** The back office's routes: admin/access.test.ts calls each as a guest (401) and per role (403). */
const ADMIN = '/api/admin/';

const aSecrets = [
  a.email,
  a.cashOrder.orderCode,
  a.cardOrder.orderCode,
  a.clientSecret,
  aProof,
  aReturnCode,
];
const aRows = () => snapshotUser(h.db, a.address.userId);

describe('two shoppers', () => {
  it('has every route of the OpenAPI document either public or probed here', async () => {
    const doc = (await inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const routes = operationsOf(doc).map((op) => `${op.method} ${op.path}`);
    const probed = new Set(PROBES.map((p) => p.route));
    const shop = routes.filter((route) => !route.split(' ')[1]!.startsWith(ADMIN));
    expect(shop.filter((route) => !PUBLIC.has(route) && !probed.has(route))).toEqual([]);
    expect([...probed].filter((route) => !routes.includes(route))).toEqual([]);
  });

  for (const p of PROBES) {
    it(`${p.route}: B ${p.what} → ${p.status}, a guest → ${p.guest ?? 401}`, async () => {
      const [method, path] = p.route.split(' ') as ['GET', string];
      const call = (...cookies: (string | undefined)[]) =>
        inject({
          method,
          url: p.url ?? path,
          payload: p.body,
          headers: { cookie: cookies.filter(Boolean).join('; ') },
        });
      const before = await aRows();
      const asB = await call(b.cookie, p.cookie);
      expect(asB.statusCode, asB.body).toBe(p.status);
      const asGuest = await call(p.cookie);
      expect(asGuest.statusCode, asGuest.body).toBe(p.guest ?? 401);
      for (const secret of aSecrets) {
        expect(asB.body).not.toContain(secret);
        expect(asGuest.body).not.toContain(secret);
      }
      expect(await aRows()).toEqual(before);
    });
  }

  it('mailed no code to A on B’s request, and A still finishes the recovery', async () => {
    // One code: A's own (A's other mails are about A's orders).
    const codes = (await mailsTo(outbox, a.email)).filter((mail) => /^\s+\d{6}\s*$/m.test(mail));
    expect(codes).toHaveLength(1);
    const done = await inject({
      method: 'POST',
      url: '/api/auth/update-password',
      payload: { email: a.email, password: 'new-secret' },
      headers: { cookie: `${RESET_COOKIE}=${aProof}` },
    });
    expect(done.statusCode).toBe(200);
  });
});
