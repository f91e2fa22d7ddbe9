import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, ProductPage } from '@atelier/contract';
import type { App } from '../app.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { secondServer } from '../test/second-server.ts';
import { CatalogCache } from './cache.ts';

let h: Harness;
/** A second server process on the same database: its own cache, and on PostgreSQL its own pool. */
let other: Awaited<ReturnType<typeof secondServer>>;
beforeAll(async () => {
  h = await startHarness({ products: 12 });
  other = await secondServer(h);
});
afterAll(async () => {
  await other?.close();
  await h?.close();
});

const get = (url: string, app: App = h.app, headers: Record<string, string> = {}) =>
  app.inject({ url, headers });
const detail = async (id: number, app?: App) =>
  (await get(`/api/v1/products/${id}/en`, app)).json() as ProductDetail;

function postReview(app: App, productId: number, rating: number) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ productId, name: 'Mia', rating, comment: 'Fits' }))
    form.append(key, String(value));
  const encoded = new Response(form);
  return encoded.arrayBuffer().then((body) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/products/review',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(body),
    }),
  );
}

describe('catalog answers', () => {
  it('carry a strong ETag, revalidate publicly and answer 304 to a matching If-None-Match', async () => {
    const first = await get('/api/v1/categories/tree/en');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=/);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get('/api/v1/categories/tree/en');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toContain('application/json');

    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `"other", W/${etag}`]) {
      const cached = await get('/api/v1/categories/tree/en', h.app, {
        'if-none-match': ifNoneMatch,
      });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe('');
    }
    const changed = await get('/api/v1/categories/tree/en', h.app, { 'if-none-match': '"old"' });
    expect(changed.statusCode).toBe(200);
  });

  it('are found by the request as sent, and a request the schema refuses still gets its 400', async () => {
    const body = { lang: 'en', pagesize: 3, offset: 0 };
    const post = (payload: object | string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/products/filter',
        payload,
        headers: { 'content-type': 'application/json' },
      });
    const kept = await post(body);
    expect(kept.statusCode).toBe(200);
    expect((await post(body)).body).toBe(kept.body);
    expect((await get('/api/v1/products?lang=en&pagesize=3')).body).toBe(kept.body);
    for (const refused of [{ ...body, pagesize: 'three' }, { ...body, pagesize: 0 }, 'null']) {
      expect((await post(refused)).statusCode).toBe(400);
    }
    expect((await get('/api/v1/products?lang=en&pagesize=three')).statusCode).toBe(400);
  });

  it('go gzipped, once kept, to browsers that take gzip, and revalidate in either form', async () => {
    const listing = '/api/v1/products?lang=en&sort=newest&offset=0&pagesize=50';
    const plain = await get(listing);
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const takesGzip = { 'accept-encoding': 'gzip, deflate, br' };
    const zipped = await vi.waitFor(async () => {
      const answer = await get(listing, h.app, takesGzip);
      expect(answer.headers['content-encoding']).toBe('gzip');
      return answer;
    });
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(zipped.headers['content-length']).toBe(String(zipped.rawPayload.length));
    expect(zipped.headers['content-type']).toContain('application/json');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.headers.etag).toBe(`W/${plain.headers.etag}`);

    for (const etag of [plain.headers.etag, zipped.headers.etag] as string[]) {
      for (const headers of [{}, takesGzip]) {
        const cached = await get(listing, h.app, { ...headers, 'if-none-match': etag });
        expect(cached.statusCode).toBe(304);
        expect(cached.headers.vary).toBe('accept-encoding');
      }
    }
    for (const refused of ['identity', 'br', 'gzip;q=0, br', '*, gzip; q=0']) {
      const answer = await get(listing, h.app, { 'accept-encoding': refused });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(plain.body);
    }
    for (const taken of ['*', 'GZIP;q=0.5', 'br;q=1, x-gzip']) {
      const answer = await get(listing, h.app, { 'accept-encoding': taken });
      expect(answer.headers['content-encoding']).toBe('gzip');
    }
  });

  it('show a stock or price change made in the database at once', async () => {
    const before = await detail(2);
    const sku = before.variants[0]!.sku;
    await h.db.query('update variants set stock = 987 where sku = $1', [sku]);
    expect((await detail(2)).variants[0]!.stock).toBe(987);

    const listing = '/api/v1/products?lang=en&sort=price-asc&offset=0&pagesize=50';
    const etag = (await get(listing)).headers.etag as string;
    await h.db.query(
      'update products set original_price_cents = 100, discount_percentage = 0 where id = 2',
    );
    const page = await get(listing, h.app, { 'if-none-match': etag });
    expect(page.statusCode).toBe(200);
    const card = (page.json() as ProductPage).content[0]!;
    expect(card).toMatchObject({ id: 2, sellingPrice: 1 });
  });

  it('show a review posted through another server process within moments', async () => {
    const [a, b] = [await detail(3), await detail(3, other.app)];
    expect(b.reviewCount).toBe(a.reviewCount);
    const reviews = (await get('/api/v1/products/review/3', other.app)).json() as unknown[];

    expect((await postReview(h.app, 3, 5)).statusCode).toBe(201);
    // Announced to the other process at commit (platform/changes.ts), on a connection of its own.
    await vi.waitFor(async () => {
      expect((await detail(3, other.app)).reviewCount).toBe(a.reviewCount + 1);
      expect(await get('/api/v1/products/review/3', other.app).then((r) => r.json())).toHaveLength(
        reviews.length + 1,
      );
    });
  });

  it('are dropped by a change to any table they read, even by statements on no row', async () => {
    const catalogTables = [
      ...['categories', 'category_names', 'filter_options', 'filter_option_names', 'products'],
      ...['product_texts', 'product_options', 'product_images', 'reviews', 'collections'],
      ...['collection_texts', 'deals', 'deal_texts', 'banners', 'banner_texts', 'promotions'],
      ...['category_filter_options', 'search_words'],
    ];
    const changes = h.db.changes();
    await vi.waitFor(() => expect(changes.listening).toBe(true));
    /** The generations once the last statement's notification has come too (PostgreSQL). */
    const settled = async () => {
      for (let last = changes.current(); ;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const now = changes.current();
        if (now.catalog === last.catalog && now.sales === last.sales) return now;
        last = now;
      }
    };
    const bumps = async (statement: string) => {
      const before = await settled();
      await h.db.query(statement);
      const after = changes.current();
      return [after.catalog > before.catalog, after.sales > before.sales];
    };
    for (const table of catalogTables) {
      expect(await bumps(`delete from ${table} where false`), table).toEqual([true, false]);
    }
    const sales = [
      'delete from variants where false',
      'delete from order_items where false',
      'update orders set status = status where false',
      'update products set units_sold = units_sold where false',
    ];
    for (const statement of sales) expect(await bumps(statement), statement).toEqual([false, true]);
    expect(await bumps('update products set rating_total = rating_total where false')).toEqual([
      true,
      false,
    ]);
  });

  it('keep listings through an order, and show its stock and sales at once', async () => {
    const listing = '/api/v1/products?lang=en&sort=price-asc&offset=0&pagesize=5';
    const bestSelling = '/api/v1/products?lang=en&section=best-selling&offset=0&pagesize=5';
    const [{ sku, product }] = (await h.db.query(
      'select sku, product_id as product from variants where stock > 0 order by id limit 1',
    )) as [{ sku: string; product: number }];
    const etag = (await get(listing)).headers.etag as string;
    await get(bestSelling);
    const stock = (await detail(product)).variants.find((v) => v.sku === sku)!.stock;

    // What an order does to the catalog (orders/lifecycle.ts): takes stock, counts units sold.
    await h.db.tx(async (q) => {
      await q.query('update variants set stock = stock - 1 where sku = $1', [sku]);
      await q.query(
        'update products set units_sold = (select max(units_sold) + 1 from products) where id = $1',
        [product],
      );
    });
    const revalidated = await get(listing, h.app, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect((await detail(product)).variants.find((v) => v.sku === sku)!.stock).toBe(stock - 1);
    expect((await detail(product, other.app)).variants.find((v) => v.sku === sku)!.stock).toBe(
      stock - 1,
    );
    const top = (await get(bestSelling)).json() as ProductPage;
    expect(top.content[0]!.id).toBe(product);
  });
});

describe('per-user answers', () => {
  it('are never kept: no ETag, cache-control no-store, not gzipped', async () => {
    const cart = await get(`/api/v1/cart?userId=${randomUUID()}&lang=en`, h.app, {
      'accept-encoding': 'gzip',
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers.etag).toBeUndefined();
    expect(cart.headers['content-encoding']).toBeUndefined();
    expect(cart.headers['cache-control']).toBe('no-store');
    const refused = await get('/api/v1/wishlist?userId=1');
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('CatalogCache', () => {
  it('keeps the most recently used answers within its entry and byte bounds', () => {
    const cache = new CatalogCache(2, 10);
    cache.set('a', 1n, 'aaa');
    cache.set('b', 1n, 'bbb');
    cache.get('a', 1n);
    cache.set('c', 1n, 'ccc');
    expect([cache.get('a', 1n)?.body, cache.get('b', 1n), cache.get('c', 1n)?.body]).toEqual([
      'aaa',
      undefined,
      'ccc',
    ]);
    cache.set('d', 1n, 'dddddddd');
    expect(cache.size).toBe(1);
  });

  it('gzips a kept answer of 1 kB or more once it is asked for gzipped, off the event loop, counting its bytes', async () => {
    const small = '{"id":1}';
    const long = JSON.stringify(Array.from({ length: 80 }, (_, id) => ({ id, name: 'Linen' })));
    const gzippedLength = gzipSync(long).length;
    const cache = new CatalogCache(10, small.length + long.length + gzippedLength - 1);
    cache.set('small', 1n, small);
    const entry = cache.set('long', 1n, long);
    // Kept alone, never asked for gzipped, it is never gzipped: most product pages are asked once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.get('long', 1n)!.gzipped).toBeUndefined();
    expect(cache.gzipped('long', entry)).toBeUndefined(); // this once it goes plain
    const gzipped = await vi.waitFor(() => {
      const zipped = cache.gzipped('long', cache.get('long', 1n)!);
      expect(zipped).toBeDefined();
      return zipped!;
    });
    expect(gunzipSync(gzipped).toString()).toBe(long);
    // Its gzipped bytes pushed the cache past its bound: the least recently used answer went.
    expect(cache.get('small', 1n)).toBeUndefined();
    expect(cache.size).toBe(1);

    const kept = cache.set('small', 2n, small);
    cache.gzipped('small', kept);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.gzipped('small', kept)).toBeUndefined();
  });

  it('misses answers of another version and keeps none of an older one', () => {
    const cache = new CatalogCache();
    cache.set('a', 5n, 'x');
    expect(cache.get('a', 6n)).toBeUndefined();
    cache.set('a', 5n, 'late');
    expect(cache.get('a', 5n)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
