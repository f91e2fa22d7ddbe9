// The OpenAPI document the server publishes is valid OpenAPI 3.1 (checked by an independent
// validator against the specification's own schemas), and says what a client needs per operation.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../platform/session.ts';
import { startHarness } from './harness.ts';

const h = await startHarness({ products: 1 });
afterAll(() => h.close());

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
};
const doc = (await h.app.inject('/api/openapi.json')).json();
const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(
  ([path, item]) => Object.entries(item).map(([method, op]) => ({ method, path, op })),
);

it('is valid OpenAPI 3.1, every $ref resolving', async () => {
  const validator = new Validator();
  const result = await validator.validate(doc);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
  expect(() => validator.resolveRefs()).not.toThrow();
});

it('gives every operation a unique operationId and a summary', () => {
  expect(operations.length).toBeGreaterThan(30);
  const ids = operations.map(({ op }) => op.operationId);
  expect(operations.filter(({ op }) => !op.operationId || !op.summary)).toEqual([]);
  expect(new Set(ids).size).toBe(ids.length);
});

it('names the session cookie, and marks the operations that need it', () => {
  const schemes = doc.components.securitySchemes as Record<string, object>;
  const [name] = Object.entries(schemes).find(([, s]) =>
    JSON.stringify(s).includes(SESSION_COOKIE),
  )!;
  expect(schemes[name]).toEqual({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
  const needing = operations
    .filter(({ op }) => op.security?.some((requirement) => name in requirement))
    .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
  expect(needing).toEqual(
    expect.arrayContaining([
      'GET /api/users/details',
      'POST /api/v1/address',
      'GET /api/v1/wishlist',
      'POST /api/v1/orders',
      'POST /api/payment/test/confirm',
    ]),
  );
  // Guests may: browse, keep a cart, sign in.
  for (const open of ['GET /api/v1/products', 'POST /api/v1/cart/update', 'POST /api/auth/login']) {
    expect(needing).not.toContain(open);
  }
});

it('still serves the interactive documentation', async () => {
  const res = await h.app.inject('/api/docs/');
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('swagger');
});
