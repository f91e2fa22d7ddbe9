// The OpenAPI document the server publishes is valid OpenAPI 3.1 (checked by an independent
// validator against the specification's own schemas), its schemas valid JSON Schema 2020-12, and
// says what a client needs per operation.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
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

/** Every schema of `document`: the components, and each operation's parameters and bodies. */
function schemas(document: typeof doc): [where: string, schema: object][] {
  const found: [string, object][] = [];
  const walk = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'schema') found.push([where, value as object]);
      else walk(value, `${where}/${key}`);
    }
  };
  for (const [name, schema] of Object.entries(document.components.schemas as object)) {
    found.push([`#/components/schemas/${name}`, schema as object]);
  }
  walk(document.paths, '#/paths');
  return found;
}

// OpenAPI 3.1's own schema takes any object as a schema; the JSON Schema meta-schema says more
// (a fragment in $id, for one, is not allowed).
it('has schemas that are valid JSON Schema 2020-12', async () => {
  // A document of its own: the OpenAPI validator resolves the $refs of the one it was given.
  const document = (await h.app.inject('/api/openapi.json')).json();
  const all = schemas(document);
  expect(all.length).toBeGreaterThan(Object.keys(document.components.schemas).length);
  const ajv = new Ajv2020({ strict: false });
  const invalid = all.flatMap(([where, schema]) =>
    ajv.validateSchema(schema) ? [] : [`${where}: ${ajv.errorsText()}`],
  );
  expect(invalid).toEqual([]);
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
