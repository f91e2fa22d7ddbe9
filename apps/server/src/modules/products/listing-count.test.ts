import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
/** A category holding 1,050 products more than the seed gave it. */
let category: { id: number; products: number };
beforeAll(async () => {
  h = await startHarness({ products: 12 });
  const [{ id }] = (await h.db.query(
    'select category_id as id from products order by id limit 1',
  )) as [{ id: number }];
  await h.db.query(
    `with added as (
       insert into products (category_id, top_category_id, garment, original_price_cents, handle)
       select category_id, top_category_id, garment, 1000 + n, 'plain-tee-' || n
         from products, generate_series(1, 1050) as n where id = 1
       returning id)
     insert into product_texts (product_id, lang, name, description, brand)
     select id, 'en', 'Plain tee ' || id, 'A tee', 'Atelier' from added`,
  );
  const [{ count }] = (await h.db.query(
    'select count(*)::int as count from products where category_id = $1',
    [id],
  )) as [{ count: number }];
  category = { id, products: count };
});
afterAll(() => h.close());

async function page(offset: number, extra = ''): Promise<ProductPage> {
  const res = await h.app.inject({
    url: `/api/v1/products?lang=en&category=${category.id}&offset=${offset}&pagesize=10${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a listing of more than a thousand products', () => {
  it('says "at least" the thousand after the offset, and the exact count near the end', async () => {
    expect(category.products).toBeGreaterThan(1050);
    expect(await page(0)).toMatchObject({ total: 1000, totalExact: false });
    expect(await page(20)).toMatchObject({ total: 1020, totalExact: false });
    expect(await page(1000)).toMatchObject({ total: category.products, totalExact: true });
  });

  it('pages to the very last product, past the first count', async () => {
    const last = Math.floor((category.products - 1) / 10) * 10;
    const end = await page(last);
    expect(end.content).toHaveLength(category.products - last);
    expect((await page(last + 10)).content).toEqual([]);
  });

  it('counts a smaller match exactly', async () => {
    const cheap = await page(0, '&maxPrice=10.10');
    expect(cheap).toMatchObject({ totalExact: true });
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(1000);
  });
});
