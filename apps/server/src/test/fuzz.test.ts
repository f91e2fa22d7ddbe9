import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorBody, type ErrorCode } from '@atelier/contract';
import type { App } from '../app.ts';
import { NO_RATE_LIMITS } from '../platform/rate-limit.ts';
import { signedWebhook, startStripeShop } from '../modules/payments/stripe-stand-in.ts';
import { home, variants } from '../modules/orders/test-helpers.ts';
import { operationsOf, requestsFor, type FuzzRequest, type Operation } from './fuzz-inputs.ts';
import { startHarness } from './harness.ts';
import { snapshotRows } from './rows.ts';
import { shopperWithEverything } from './shoppers.ts';

// Every route of the OpenAPI document (a new one is fuzzed without a line here), plus the few it
// hides, each sent generated malformed requests as a guest and signed in. Deterministic: a fixed
// seed per route.
const RUNS = 20;
const SEED = 20261122;

const h = await startHarness({ products: 6 });
const stripeShop = await startStripeShop(h, { rateLimits: NO_RATE_LIMITS });
const stripeApp = stripeShop.app;
afterAll(async () => {
  await stripeShop.close();
  await h.close();
});

const [item] = await variants(h, 1, 10);
const shopper = await shopperWithEverything(h, 'fuzz@example.com', item!);
const known: unknown[] = [
  shopper.email,
  shopper.cashOrder.orderCode,
  shopper.cardOrder.orderCode,
  shopper.clientSecret,
  shopper.address.id,
  item!.sku,
  item!.productId,
  String(item!.productId),
  crypto.randomUUID(),
  '4242424242424242',
  'ATL-0000-0000',
];

const line = { sku: item!.sku, productId: item!.productId, lang: 'en' };
const card = { cardNumber: '4000000000000002', expMonth: 12, expYear: 2040, cvc: '123', name: 'A' };
/** Valid bodies, fuzzed one or two fields at a time to reach the checks after the schema's. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  'POST /api/v1/products/filter': { lang: 'en', pagesize: 5, productId: [1], sort: 'newest' },
  'POST /api/auth/register': {
    name: 'Fuzz',
    email: 'f@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  },
  'POST /api/auth/verify-otp': { email: shopper.email, otp: '123456' },
  'PATCH /api/users/details': { username: 'Fuzzed' },
  'POST /api/v1/address': { action: 'U', id: shopper.address.id, ...home },
  'POST /api/subscriptions/subscribe': { planId: 2 },
  'POST /api/newsletter': { email: 'news@example.com', lang: 'fr' },
  'POST /api/v1/cart/update': { userId: shopper.email, action: 'I', qty: 1, ...line },
  'POST /api/v1/orders': { addressId: shopper.address.id, paymentMethod: 'bank', lang: 'en' },
  'POST /api/subscriptions/checkout': { planId: 3 },
  'POST /api/payment/create-payment-intent': {
    amount: shopper.cardOrder.total,
    currency: 'usd',
    orderCode: shopper.cardOrder.orderCode,
  },
  'POST /api/payment/test/confirm': { clientSecret: shopper.clientSecret, ...card },
};

const hiddenRoute = (path: string, params: string[] = [], values: unknown[] = []): Operation => ({
  method: 'GET',
  path,
  query: [],
  params,
  fields: [],
  values,
});
/**
 * Routes the document leaves out on purpose: files, robots, sitemaps and the shopping feed (XML
 * for crawlers), the document itself.
 */
const HIDDEN = [
  hiddenRoute('/api/openapi.json'),
  hiddenRoute('/robots.txt'),
  hiddenRoute('/sitemap.xml'),
  hiddenRoute('/sitemap-{page}.xml', ['page']),
  // A known language among the values, so some runs stream the XML feed itself.
  hiddenRoute('/feeds/google/{lang}.xml', ['lang'], ['en', 'jp']),
  hiddenRoute('/uploads/{file}', ['file']),
];
const key = (op: { method: string; path: string }) => `${op.method} ${op.path}`;
const documented = operationsOf((await h.app.inject('/api/openapi.json')).json());
// Stripe's webhook route exists only when Stripe is configured.
const withStripe = operationsOf((await stripeApp.inject('/api/openapi.json')).json()).filter(
  (op) => !documented.some((d) => key(d) === key(op)),
);

/** Every route the app serves, read from Fastify's route tree (`:name` written `{name}`). */
function servedRoutes(app: App) {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

const STATUS_OF = {
  UNAUTHENTICATED: [401],
  FORBIDDEN: [403],
  NOT_FOUND: [404],
  CONFLICT: [409],
  RATE_LIMITED: [429],
  PAYMENT: [402],
  VALIDATION: [400, 413, 415],
  INTERNAL: [],
} satisfies Record<ErrorCode, number[]>;

type Response = Awaited<ReturnType<App['inject']>>;

/** API.md's error body, or on /api/auth/* the text a shopper is shown. */
function expectErrorAnswer(path: string, res: Response) {
  if (path.startsWith('/api/auth/')) {
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body.length).toBeGreaterThan(0);
    return;
  }
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = ErrorBody.strict().parse(res.json());
  expect(STATUS_OF[body.error.code]).toContain(res.statusCode);
}

let rows = await snapshotRows(h.db);

async function send(app: App, request: FuzzRequest, cookie?: string) {
  const headers = cookie ? { ...request.headers, cookie } : request.headers;
  const res = await app.inject({ ...request, headers });
  const path = request.url.split('?')[0]!;
  expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expectErrorAnswer(path, res);
    // A refused request changes nothing.
    expect(await snapshotRows(h.db)).toEqual(rows);
  } else {
    rows = await snapshotRows(h.db);
  }
}

/** Webhook calls: badly signed, or well signed around events of any shape. */
function webhookRequests(op: Operation) {
  const badlySigned = fc
    .tuple(requestsFor(op, known), fc.string({ maxLength: 80 }))
    .map(([request, signature]) => ({
      ...request,
      headers: { ...request.headers, 'stripe-signature': `t=1,v1=${signature}` },
    }));
  const signed = fc
    .record({
      type: fc.constantFrom('payment_intent.succeeded', 'payment_intent.payment_failed', 'x'),
      data: fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.record({ object: fc.jsonValue({ maxDepth: 2 }) }),
        fc.record({
          object: fc.record({
            id: fc.oneof(
              fc.jsonValue({ maxDepth: 1 }),
              fc.constant(shopper.clientSecret.split('_secret_')[0]),
            ),
            amount: fc.jsonValue({ maxDepth: 1 }),
            amount_received: fc.jsonValue({ maxDepth: 1 }),
          }),
        }),
      ),
    })
    .map(({ type, data }) => signedWebhook(op.path, type, data));
  return fc.oneof(requestsFor(op, known), badlySigned, signed);
}

async function fuzz(app: App, op: Operation, requests: fc.Arbitrary<FuzzRequest>, n: number) {
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      await send(app, request);
      // Logging out would end the session the next runs rely on.
      if (op.path !== '/api/auth/logout') await send(app, request, shopper.cookie);
    }),
    { numRuns: RUNS, seed: SEED + n },
  );
}

describe('fuzzing every route', () => {
  it('notices a changed row', async () => {
    const before = await snapshotRows(h.db);
    await h.db.query('update variants set stock = stock + 1 where sku = $1', [item!.sku]);
    expect(await snapshotRows(h.db)).not.toEqual(before);
    await h.db.query('update variants set stock = stock - 1 where sku = $1', [item!.sku]);
    expect(await snapshotRows(h.db)).toEqual(before);
  });

  it('knows every route the app serves', () => {
    for (const sampled of Object.keys(SAMPLES)) expect(documented.map(key)).toContain(sampled);
    const listed = new Set([...documented, ...withStripe, ...HIDDEN].map(key));
    // Swagger UI's own page and files.
    const served = servedRoutes(h.app).filter((route) => !route.startsWith('GET /api/docs'));
    expect(served.filter((route) => !listed.has(route))).toEqual([]);
    expect(withStripe.map(key)).toEqual(['POST /api/payment/webhook']);
  });

  [...documented, ...HIDDEN].forEach((op, n) => {
    it(
      `${key(op)} answers malformed requests with a 4xx error body and changes nothing`,
      () => fuzz(h.app, op, requestsFor(op, known, SAMPLES[key(op)]), n),
      60_000,
    );
  });

  withStripe.forEach((op, n) => {
    it(
      `${key(op)} (Stripe) refuses what Stripe did not sign, and survives what it did`,
      () => fuzz(stripeApp, op, webhookRequests(op), 1000 + n),
      60_000,
    );
  });

  it('left the shopper signed in', async () => {
    const res = await h.app.inject({
      url: `/api/users/details?userId=${shopper.email}`,
      headers: { cookie: shopper.cookie },
    });
    expect(res.statusCode).toBe(200);
  });
});
