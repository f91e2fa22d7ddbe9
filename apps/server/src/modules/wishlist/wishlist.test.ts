import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductCard, WishlistItem } from '@atelier/contract';
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

const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, cookie?: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/api/v1/wishlist${path}`,
    headers: cookie ? { cookie } : {},
    ...(payload && { payload }),
  });
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

it('keeps the variant chosen on the product page, in the list and when saved again', async () => {
  const carol = await signedIn(h.app, 'carol@example.com');
  const variants = await h.db.query<{ sku: string; stock: number }>(
    'select sku, stock from variants where product_id = 4 order by position desc limit 1',
  );
  const { sku, stock } = variants[0]!;
  const [names] = await h.db.query<{ color: string; size: string }>(
    `select cn.name as color, sn.name as size from variants v
       join filter_option_names cn on cn.option_id = v.color_id and cn.lang = 'jp'
       join filter_option_names sn on sn.option_id = v.size_id and sn.lang = 'jp'
      where v.sku = $1`,
    [sku],
  );
  const saved = await call('PUT', '/4?lang=jp', carol, { sku });
  expect(saved.statusCode).toBe(200);
  const [item] = saved.json() as WishlistItem[];
  expect(item).toMatchObject({ id: 4, sku, sizeCount: 1, stock, ...names });

  // Saved again from a card (no variant): the chosen one stays.
  await call('PUT', '/4', carol);
  const [again] = (await call('GET', '?lang=jp', carol)).json() as WishlistItem[];
  expect(again).toMatchObject({ sku, size: names!.size });

  const other = await h.db.query<{ sku: string }>(
    'select sku from variants where product_id = 3 limit 1',
  );
  const wrong = await call('PUT', '/4', carol, { sku: other[0]!.sku });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().error.fields).toEqual({ sku: 'This variant is not one of the product' });

  // Saved from a card only, it is the product's card, its size still to choose.
  const [card] = (await call('PUT', '/2', carol)).json() as WishlistItem[];
  expect(card).toMatchObject({ id: 2 });
  expect(card!.size).toBeUndefined();
});
