import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@atelier/contract';
import { startHarness, type Harness } from './test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('operations', () => {
  it('reports health with the database kind', async () => {
    const res = await h.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      version: expect.any(String),
    });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('publishes the OpenAPI document and its browsable page', async () => {
    const doc = (await h.app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/categories/tree/{languageCode}');
    const page = await h.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html');
  });

  it('answers an unknown API path with the error body', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for POST /api/v1/nothing-here' },
    });
  });

  it('refuses malformed JSON with a validation error, not a crash', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.code).toBeDefined();
  });
});

describe('category tree', () => {
  it('lists top-level categories with their children, Craft first', async () => {
    const res = await h.app.inject('/api/v1/categories/tree/en');
    expect(res.statusCode).toBe(200);
    const tree = res.json() as { id: number; name: string; children: { name: string }[] }[];
    expect(tree.length).toBeGreaterThanOrEqual(5);
    expect(tree[0]!.name).toBe('Craft');
    for (const category of tree) expect(category.children.length).toBeGreaterThan(0);
  });

  it('names categories in every language', async () => {
    const names = new Set<string>();
    for (const lang of LANGUAGES) {
      const tree = (await h.app.inject(`/api/v1/categories/tree/${lang}`)).json();
      names.add(tree[0].name);
    }
    expect(names.size).toBeGreaterThanOrEqual(5);
  });

  it('refuses an unknown language code', async () => {
    const res = await h.app.inject('/api/v1/categories/tree/de');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields).toHaveProperty('languageCode');
  });
});
