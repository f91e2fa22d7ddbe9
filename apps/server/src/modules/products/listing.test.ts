import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductPage } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 60 });
});
afterAll(() => h.close());

const get = (url: string) => h.app.inject({ method: 'GET', url });
async function page(url: string): Promise<ProductPage> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
/** Every card of a listing, read page by page the way the infinite scroll does. */
async function all(query: string, pagesize = 7): Promise<ProductCard[]> {
  const cards: ProductCard[] = [];
  for (let offset = 0; ; offset += pagesize) {
    const { content } = await page(
      `/api/v1/products?${query}&offset=${offset}&pagesize=${pagesize}`,
    );
    if (!content.length) return cards;
    cards.push(...content);
  }
}
const ids = (cards: ProductCard[]) => cards.map((card) => card.id);
async function sqlIds(sql: string, params: unknown[] = []) {
  const rows = await h.db.query<{ id: number }>(sql, params);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe('GET /api/v1/products refusals', () => {
  it.each([
    ['lang=xx', 'lang'],
    ['offset=-1', 'offset'],
    ['pagesize=0', 'pagesize'],
    ['pagesize=101', 'pagesize'],
    ['minPrice=-1', 'minPrice'],
    ['minPrice=50&maxPrice=10', 'maxPrice'],
    ['sort=cheapest', 'sort'],
    ['section=sale', 'section'],
    ['productId=abc', 'productId'],
    ['category=NoSuchCategory', 'category'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const res = await get(`/api/v1/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(Object.keys(res.json().error.fields).join()).toContain(field);
  });
});

describe('GET /api/v1/products', () => {
  it('pages through every product once, in each order', async () => {
    const every = await sqlIds('select id from products');
    for (const sort of ['relevance', 'price-asc', 'price-desc', 'newest', 'rating']) {
      const cards = await all(`sort=${sort}`);
      expect(ids(cards)).toHaveLength(every.length);
      expect(sorted(ids(cards))).toEqual(every);
    }
    expect((await page('/api/v1/products?pagesize=5')).total).toBe(every.length);
  });

  it('defaults to 10 cards from offset 0 and answers money in dollars', async () => {
    const result = await page('/api/v1/products');
    expect(result).toMatchObject({ offset: 0, pagesize: 10, currency: 'USD', market: 'us' });
    expect(result.content).toHaveLength(10);
    const card = result.content[0]!;
    const [row] = await h.db.query<{ selling: number; original: number }>(
      // The seeded flash sale runs: the shop's prices are the sale's (027_merchandising_schedule.sql).
      'select sale_price_cents as selling, original_price_cents as original from products where id = $1',
      [card.id],
    );
    expect(card.sellingPrice).toBe(row!.selling / 100);
    expect(card.originalPrice).toBe(row!.original / 100);
    expect(Object.keys(card).sort()).toEqual(
      [
        'id',
        'name',
        'imageUrl',
        'originalPrice',
        'discountPercentage',
        'sellingPrice',
        'currency',
        'rating',
        'reviewCount',
        'sku',
        'color',
        'sizeCount',
      ].sort(),
    );
  });

  it('sorts by price both ways, by rating and by newest', async () => {
    const asc = (await all('sort=price-asc')).map((c) => c.sellingPrice);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await all('sort=price-desc')).map((c) => c.sellingPrice);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const rated = await all('sort=rating');
    const averages = await h.db.query<{ id: number; avg: number }>(
      'select id, rating_total::float8 / greatest(review_count, 1) as avg from products',
    );
    const avg = new Map(averages.map((row) => [row.id, row.avg]));
    const ratings = rated.map((c) => avg.get(c.id)!);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const newest = await sqlIds(
      'select id from products order by created_at desc, id desc limit 10',
    );
    const firstTen = ids((await page('/api/v1/products?sort=newest')).content);
    expect(sorted(firstTen)).toEqual(newest);
  });

  it('keeps the selling price within minPrice and maxPrice', async () => {
    const cards = await all('minPrice=40&maxPrice=120.5&sort=price-asc');
    const expected = await sqlIds(
      'select id from products where sale_price_cents between 4000 and 12050',
    );
    expect(sorted(ids(cards))).toEqual(expected);
    expect(cards.every((c) => c.sellingPrice >= 40 && c.sellingPrice <= 120.5)).toBe(true);
  });

  it('serves the home sections', async () => {
    const flash = await all('section=flash-sales');
    expect(sorted(ids(flash))).toEqual(await sqlIds('select id from products where in_flash_sale'));
    const best = ids((await page('/api/v1/products?section=best-selling&pagesize=8')).content);
    expect(best).toEqual(
      (
        await h.db.query<{ id: number }>(
          'select id from products order by units_sold desc, id limit 8',
        )
      ).map((row) => row.id),
    );
    const arrivals = ids((await page('/api/v1/products?section=new-arrivals&pagesize=8')).content);
    expect(sorted(arrivals)).toEqual(
      await sqlIds('select id from products order by created_at desc, id desc limit 8'),
    );
    expect((await page('/api/v1/products?section=explore&pagesize=8')).content).toHaveLength(8);
  });

  it('answers names in the requested language', async () => {
    const [card] = (await page('/api/v1/products?lang=jp&pagesize=1')).content;
    const [row] = await h.db.query<{ name: string }>(
      `select name from product_texts where product_id = $1 and lang = 'jp'`,
      [card!.id],
    );
    expect(card!.name).toBe(row!.name);
  });
});

describe('category', () => {
  it('takes a top category by id or by name in any case and language, with its subcategories', async () => {
    const [top] = await h.db.query<{ id: number; jp: string }>(
      `select c.id, n.name as jp from categories c join category_names n on n.category_id = c.id
        where c.parent_id is null and n.lang = 'jp'
        order by (select count(*) from products p where p.top_category_id = c.id) desc limit 1`,
    );
    const [en] = await h.db.query<{ name: string }>(
      `select name from category_names where category_id = $1 and lang = 'en'`,
      [top!.id],
    );
    const expected = await sqlIds('select id from products where top_category_id = $1', [top!.id]);
    expect(expected.length).toBeGreaterThan(0);
    for (const ref of [
      String(top!.id),
      en!.name,
      en!.name.toUpperCase(),
      en!.name.toLowerCase(),
      top!.jp,
    ]) {
      const cards = await all(`category=${encodeURIComponent(ref)}`, 100);
      expect(sorted(ids(cards))).toEqual(expected);
    }
  });

  it("understands the original app's 'CRAFT' as Craft", async () => {
    const upper = await page('/api/v1/products?category=CRAFT&pagesize=100');
    const plain = await page('/api/v1/products?category=Craft&pagesize=100');
    expect(upper.total).toBeGreaterThan(0);
    expect(ids(upper.content)).toEqual(ids(plain.content));
  });

  it('takes a subcategory alone', async () => {
    const [sub] = await h.db.query<{ id: number }>(
      'select category_id as id from products group by category_id order by count(*) desc limit 1',
    );
    const cards = await all(`category=${sub!.id}`, 100);
    expect(sorted(ids(cards))).toEqual(
      await sqlIds('select id from products where category_id = $1', [sub!.id]),
    );
  });
});

describe('filter options (productId)', () => {
  it('ORs options of one type and ANDs the types, in the query and in the POST body', async () => {
    const colors = await h.db.query<{ id: number }>(
      `select o.id from filter_options o join product_options po on po.option_id = o.id
        where o.type = 'color' group by o.id order by count(*) desc, o.id limit 2`,
    );
    const [size] = await h.db.query<{ id: number }>(
      `select o.id from filter_options o join product_options po on po.option_id = o.id
        where o.type = 'size' group by o.id order by count(*) desc, o.id limit 1`,
    );
    const [c1, c2] = colors.map((row) => row.id);
    const has = (option: string) =>
      `exists (select 1 from product_options where product_id = p.id and option_id = ${option})`;
    const eitherColor = await sqlIds(
      `select id from products p where ${has('$1')} or ${has('$2')}`,
      [c1, c2],
    );
    const oneColor = await sqlIds(`select id from products p where ${has('$1')}`, [c1]);
    const expected = await sqlIds(
      `select id from products p where (${has('$1')} or ${has('$2')}) and ${has('$3')}`,
      [c1, c2, size!.id],
    );
    expect(eitherColor.length).toBeGreaterThan(oneColor.length);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(eitherColor.length);

    expect(sorted(ids(await all(`productId=${c1}`, 100)))).toEqual(oneColor);
    expect(sorted(ids(await all(`productId=${c1}&productId=${c2}`, 100)))).toEqual(eitherColor);
    const both = await all(`productId=${c1}&productId=${c2}&productId=${size!.id}`, 100);
    expect(sorted(ids(both))).toEqual(expected);

    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/products/filter',
      payload: { lang: 'en', offset: 0, pagesize: 100, productId: [c1, c2, size!.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(sorted(ids(res.json().content))).toEqual(expected);
    expect(res.json().total).toBe(expected.length);
  });

  it('ANDs options with a category and its subcategories, and follows a product moved between categories', async () => {
    const [{ top, option }] = (await h.db.query(
      `select p.top_category_id as top, po.option_id as option
         from products p join product_options po on po.product_id = p.id
        group by 1, 2 order by count(*) desc, 1, 2 limit 1`,
    )) as [{ top: number; option: number }];
    const inTop = (id: number) =>
      sqlIds(
        `select p.id from products p join product_options po on po.product_id = p.id
          where po.option_id = $1 and p.top_category_id = $2`,
        [option, id],
      );
    const listed = async () => sorted(ids(await all(`category=${top}&productId=${option}`, 100)));
    const expected = await inTop(top);
    expect(expected.length).toBeGreaterThan(0);
    expect(await listed()).toEqual(expected);

    const [elsewhere] = await h.db.query<{ id: number; category: number; topCategory: number }>(
      `select p.id, p.category_id as category, p.top_category_id as "topCategory"
         from products p join product_options po on po.product_id = p.id
        where po.option_id = $1 and p.top_category_id <> $2 order by p.id limit 1`,
      [option, top],
    );
    const [sub] = await h.db.query<{ id: number }>(
      'select id from categories where parent_id = $1 order by id limit 1',
      [top],
    );
    const move = (category: number, topCategory: number) =>
      h.db.query('update products set category_id = $2, top_category_id = $3 where id = $1', [
        elsewhere!.id,
        category,
        topCategory,
      ]);
    await move(sub!.id, top);
    expect(await listed()).toEqual(sorted([...expected, elsewhere!.id]));
    await move(elsewhere!.category, elsewhere!.topCategory);
    expect(await listed()).toEqual(expected);
  });

  it("follows a product's options as they are given and taken away", async () => {
    const [{ option, product }] = (await h.db.query(
      `select o.id as option, p.id as product from filter_options o, products p
        where not exists (select 1 from product_options po
                           where po.option_id = o.id and po.product_id = p.id)
        order by o.id, p.id limit 1`,
    )) as [{ option: number; product: number }];
    const filtered = async () => ids(await all(`productId=${option}`, 100));
    expect(await filtered()).not.toContain(product);

    await h.db.query('insert into product_options (option_id, product_id) values ($1, $2)', [
      option,
      product,
    ]);
    expect(await filtered()).toContain(product);
    await h.db.query('delete from product_options where option_id = $1 and product_id = $2', [
      option,
      product,
    ]);
    expect(await filtered()).not.toContain(product);
  });

  it('validates the POST body like the query', async () => {
    for (const payload of [{ pagesize: 0 }, { offset: -1 }, { productId: ['x'] }, { lang: 'de' }]) {
      const res = await h.app.inject({ method: 'POST', url: '/api/v1/products/filter', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
  });
});

describe('OpenAPI', () => {
  it('describes the catalog endpoints, the listing filter as query parameters', async () => {
    const res = await get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of ['/api/v1/products', '/api/v1/products/filter', '/api/v1/search/suggest']) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const names = doc.paths['/api/v1/products'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['lang', 'offset', 'pagesize', 'productId', 'q']));
  });
});
