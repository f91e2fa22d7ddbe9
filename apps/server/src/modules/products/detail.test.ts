import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 60 });
});
afterAll(() => h.close());

const get = (url: string) => h.app.inject({ method: 'GET', url });

/** A product with several variants, so their order can be checked. */
async function productWithVariants() {
  const [row] = await h.db.query<{ id: number }>(
    'select product_id as id from variants group by product_id order by count(*) desc, product_id limit 1',
  );
  return row!.id;
}

describe('GET /api/v1/products/{id}/{languageCode}', () => {
  it('answers the product in the requested language with its images, variants and specs', async () => {
    const id = await productWithVariants();
    const res = await get(`/api/v1/products/${id}/fr`);
    expect(res.statusCode).toBe(200);
    const product: ProductDetail = res.json();
    const [text] = await h.db.query<{ name: string; brand: string; specifications: unknown }>(
      `select name, brand, specifications from product_texts where product_id = $1 and lang = 'fr'`,
      [id],
    );
    expect(product).toMatchObject({ id, name: text!.name, brand: text!.brand });
    expect(product.specifications).toEqual(text!.specifications);

    const images = await h.db.query<{ url: string }>(
      'select url from product_images where product_id = $1 order by position',
      [id],
    );
    expect(product.images).toEqual(images.map((image) => image.url));

    const variants = await h.db.query<{
      sku: string;
      stock: number;
      color: string;
      size: string;
      cents: number;
    }>(
      `select v.sku, v.stock, cn.name as color, sn.name as size, v.original_price_cents as cents
         from variants v
         join filter_options c on c.id = v.color_id
         join filter_options s on s.id = v.size_id
         join filter_option_names cn on cn.option_id = c.id and cn.lang = 'fr'
         join filter_option_names sn on sn.option_id = s.id and sn.lang = 'fr'
        where v.product_id = $1
        -- Colours in the product's own order (its first variant of each), sizes as filters list them.
        order by min(v.position) over (partition by v.color_id), s.position`,
      [id],
    );
    expect(variants.length).toBeGreaterThan(1);
    expect(product.variants.map((v) => [v.sku, v.color, v.size, v.stock, v.originalPrice])).toEqual(
      variants.map((v) => [v.sku, v.color, v.size, v.stock, v.cents / 100]),
    );
    for (const v of product.variants) {
      const expected = Math.round(v.originalPrice * (100 - product.discountPercentage)) / 100;
      expect(v.sellinglPrice).toBeCloseTo(expected, 2);
    }

    // Each variant points at the picture drawn in its own colour, so picking a colour shows it.
    const pictures = await h.db.query<{ sku: string; url: string }>(
      `select v.sku, i.url from variants v
         join product_images i on i.product_id = v.product_id and i.color_id = v.color_id
        where v.product_id = $1`,
      [id],
    );
    expect(product.variants.map((v) => [v.sku, v.imageUrl])).toEqual(
      product.variants.map((v) => [v.sku, pictures.find((p) => p.sku === v.sku)?.url]),
    );
    expect(pictures).toHaveLength(product.variants.length);

    const categories = await h.db.query<{ id: number; name: string }>(
      `select c.id, n.name from products p
         join categories c on c.id in (p.top_category_id, p.category_id)
         join category_names n on n.category_id = c.id and n.lang = 'fr'
        where p.id = $1 order by c.parent_id nulls first`,
      [id],
    );
    expect(categories).toHaveLength(2);
    expect(product.categories).toEqual(categories);
  });

  it('shows a colour, a size or a category renamed by the next page asked for', async () => {
    const id = await productWithVariants();
    const before: ProductDetail = (await get(`/api/v1/products/${id}/es`)).json();
    const [variant] = await h.db.query<{ color: number; size: number; category: number }>(
      `select v.color_id as color, v.size_id as size, p.category_id as category
         from variants v join products p on p.id = v.product_id
        where v.sku = $1`,
      [before.variants[0]!.sku],
    );
    const rename = async (table: string, column: string, key: number, name: string) =>
      h.db.query(`update ${table} set name = $2 where ${column} = $1 and lang = 'es'`, [key, name]);
    await rename('filter_option_names', 'option_id', variant!.color, 'Verde bosque');
    await rename('filter_option_names', 'option_id', variant!.size, 'Talla única');
    await rename('category_names', 'category_id', variant!.category, 'Novedades');

    const after: ProductDetail = (await get(`/api/v1/products/${id}/es`)).json();
    expect(after.variants[0]).toMatchObject({ color: 'Verde bosque', size: 'Talla única' });
    expect(after.categories.at(-1)).toEqual({ id: variant!.category, name: 'Novedades' });
    expect(after.categories[0]).toEqual(before.categories[0]);
  });

  it('refuses a non-integer id and an unknown language, and answers 404 for no such product', async () => {
    for (const url of [
      '/api/v1/products/abc/en',
      '/api/v1/products/1.5/en',
      '/api/v1/products/1/de',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    const missing = await get('/api/v1/products/999999/en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/v1/products/{id}/also-bought/{languageCode}', () => {
  it('fills 10 cards from the same subcategory first, then the same top category, never itself', async () => {
    const [me] = await h.db.query<{ id: number; category: number; top: number }>(
      `select id, category_id as category, top_category_id as top from products p
        where (select count(*) from products q where q.top_category_id = p.top_category_id) > 12
        order by id limit 1`,
    );
    const res = await get(`/api/v1/products/${me!.id}/also-bought/en`);
    expect(res.statusCode).toBe(200);
    const cards: ProductCard[] = res.json();
    expect(cards).toHaveLength(10);
    expect(cards.map((c) => c.id)).not.toContain(me!.id);

    const rows = await h.db.query<{ id: number; category: number; top: number }>(
      'select id, category_id as category, top_category_id as top from products where id = any($1::int[])',
      [cards.map((c) => c.id)],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const tiers = cards.map((c) => (byId.get(c.id)!.category === me!.category ? 1 : 2));
    expect(tiers).toEqual([...tiers].sort());
    expect(cards.every((c) => byId.get(c.id)!.top === me!.top)).toBe(true);
    const [{ siblings }] = (await h.db.query<{ siblings: number }>(
      'select count(*)::int as siblings from products where category_id = $1 and id <> $2',
      [me!.category, me!.id],
    )) as [{ siblings: number }];
    expect(tiers.filter((t) => t === 1)).toHaveLength(Math.min(10, siblings));
  });

  it('takes a page size and refuses bad ones; an unknown product is a 404', async () => {
    const five = await get('/api/v1/products/1/also-bought/en?pagesize=5');
    expect(five.json()).toHaveLength(5);
    expect((await get('/api/v1/products/1/also-bought/en?pagesize=101')).statusCode).toBe(400);
    expect((await get('/api/v1/products/x/also-bought/en')).statusCode).toBe(400);
    expect((await get('/api/v1/products/999999/also-bought/en')).statusCode).toBe(404);
  });
});
