import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductCard } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';

let h: Harness;
let ada: string;
let bob: string;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  ada = await signedIn(h.app, 'ada@example.com');
  bob = await signedIn(h.app, 'bob@example.com');
});
afterAll(() => h?.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, cookie?: string) =>
  h.app.inject({ method, url: `/api/v1/wishlist${path}`, headers: cookie ? { cookie } : {} });
const ids = (res: { json(): unknown }) => (res.json() as ProductCard[]).map((c) => c.id);

it('saves and removes products idempotently, newest first, as cards', async () => {
  expect(ids(await call('PUT', '/2', ada))).toEqual([2]);
  expect(ids(await call('PUT', '/3', ada))).toEqual([3, 2]);
  const twice = await call('PUT', '/2', ada);
  expect(twice.statusCode).toBe(200);
  expect(ids(twice)).toEqual([3, 2]);
  const [card] = (await call('GET', '?lang=fr', ada)).json() as ProductCard[];
  expect(card).toMatchObject({
    id: 3,
    discountPercentage: expect.any(Number),
    sellingPrice: expect.any(Number),
  });
  const [french] = await h.db.query<{ name: string }>(
    "select name from product_texts where product_id = 3 and lang = 'fr'",
  );
  expect(card!.name).toBe(french!.name);

  expect(ids(await call('DELETE', '/2', ada))).toEqual([3]);
  expect(ids(await call('DELETE', '/2', ada))).toEqual([3]);
});

it('answers 404 for an unknown product and 400 for a bad id', async () => {
  expect((await call('PUT', '/999999', ada)).statusCode).toBe(404);
  expect((await call('DELETE', '/999999', ada)).statusCode).toBe(404);
  expect((await call('PUT', '/abc', ada)).statusCode).toBe(400);
});

it("is the signed-in user's own: guests get 401, others never see it", async () => {
  expect((await call('GET', '', undefined)).statusCode).toBe(401);
  expect((await call('PUT', '/1', undefined)).statusCode).toBe(401);
  expect(ids(await call('GET', '', bob))).toEqual([]);
  await call('PUT', '/1', bob);
  expect(ids(await call('GET', '', ada))).toEqual([3]);
});
