import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_OPTION_TYPES, type FilterOption } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 60 });
});
afterAll(() => h.close());

const get = (url: string) => h.app.inject({ method: 'GET', url });

describe('home merchandising', () => {
  it('translates collections, deals and banners', async () => {
    for (const [en, jp] of [
      ['/api/v1/collection/en', '/api/v1/collection/jp'],
      ['/api/v1/deals?lang=en', '/api/v1/deals?lang=jp'],
      ['/api/banners?lang=en', '/api/banners?lang=jp'],
    ] as const) {
      const english = await get(en);
      const japanese = await get(jp);
      expect(english.statusCode).toBe(200);
      expect(english.json().length).toBeGreaterThan(0);
      expect(japanese.json()).toHaveLength(english.json().length);
      expect(japanese.json()).not.toEqual(english.json());
    }
    const [collection] = (await get('/api/v1/collection/en')).json();
    expect(Object.keys(collection).sort()).toEqual([
      'collectionName',
      'description',
      'imageUrl',
      'link',
    ]);
    const [deal] = (await get('/api/v1/deals')).json();
    expect(Object.keys(deal).sort()).toEqual(['dealUrl', 'link', 'offerValue', 'title']);
    expect(Number.isInteger(deal.offerValue)).toBe(true);
    const [banner] = (await get('/api/banners')).json();
    expect(Object.keys(banner).sort()).toEqual(['imageUrl', 'link', 'title']);
  });

  it('leads each collection, deal, banner and the announcement to its own products', async () => {
    const all = (await get('/api/v1/products?pagesize=1')).json().total as number;
    const links = [
      ...(await get('/api/v1/collection/en')).json(),
      ...(await get('/api/v1/deals')).json(),
      ...(await get('/api/banners')).json(),
      ...(await get('/api/v1/announcement?lang=en')).json(),
    ].map((item: { link: string }) => item.link);
    const swim = (await get('/api/v1/deals')).json()[0];
    expect(swim.title).toBe('Summer Swim Sale');
    const [swimwear] = await h.db.query<{ id: number }>(
      `select id from categories where slug = 'women-swimwear'`,
    );
    expect(swim.link).toBe(`/product?category=${swimwear!.id}`);
    expect(new Set(links).size).toBeGreaterThan(links.length / 2);
    for (const link of links.filter((l) => l.startsWith('/product?'))) {
      const query = new URL(link, 'http://shop').search.slice(1);
      const page = await get(`/api/v1/products?pagesize=1&${query}`);
      expect(page.statusCode, link).toBe(200);
      if (!query.startsWith('section=')) expect(page.json().total, link).toBeLessThan(all);
    }
  });

  it('answers the announcement in the language asked for, none once it is taken down', async () => {
    const jp = await get('/api/v1/announcement?lang=jp');
    expect(jp.statusCode).toBe(200);
    expect(jp.json()).toHaveLength(1);
    expect(jp.json()[0].text).toContain('水着');
    await h.db.query('delete from announcement');
    expect((await get('/api/v1/announcement?lang=jp')).json()).toEqual([]);
  });

  it('refuses an unknown language', async () => {
    for (const url of ['/api/v1/collection/de', '/api/v1/deals?lang=de', '/api/banners?lang=xx']) {
      expect((await get(url)).statusCode).toBe(400);
    }
  });

  it("answers the flash sale's end, and 404 when there is no sale", async () => {
    const [row] = await h.db.query<{ endsAt: Date }>(
      `select ends_at as "endsAt" from promotions where kind = 'flash-sale'`,
    );
    const res = await get('/api/v1/promotions/flash-sale');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ endsAt: row!.endsAt.toISOString() });
    await h.db.query(`delete from promotions where kind = 'flash-sale'`);
    const none = await get('/api/v1/promotions/flash-sale');
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/v1/filter/category', () => {
  it("answers the options occurring in the category's products, translated, ordered by type", async () => {
    const res = await get('/api/v1/filter/category?category=Craft&lang=es');
    expect(res.statusCode).toBe(200);
    const options: FilterOption[] = res.json();
    const expected = await h.db.query<FilterOption & { position: number }>(
      `select o.id, n.name, o.type, o.position from filter_options o
         join filter_option_names n on n.option_id = o.id and n.lang = 'es'
        where o.id in (select po.option_id from product_options po join products p on p.id = po.product_id
                        join category_names c on c.category_id = p.top_category_id
                       where c.lang = 'en' and c.name = 'Craft')`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(options.map((o) => o.id).sort()).toEqual(expected.map((o) => o.id).sort());
    const rank = (o: FilterOption) => FILTER_OPTION_TYPES.indexOf(o.type);
    const position = new Map(expected.map((o) => [o.id, o.position]));
    for (let i = 1; i < options.length; i++) {
      const [a, b] = [options[i - 1]!, options[i]!];
      expect(
        rank(a) < rank(b) || (rank(a) === rank(b) && position.get(a.id)! <= position.get(b.id)!),
      ).toBe(true);
    }
    const names = new Map(expected.map((o) => [o.id, [o.name, o.type]]));
    expect(options.map((o) => [o.name, o.type])).toEqual(options.map((o) => names.get(o.id)));
    for (const option of options) {
      if (option.type === 'color') expect(option.hex).toMatch(/^#[0-9a-f]{6}$/);
      else expect(option).not.toHaveProperty('hex');
    }
  });

  it('forgets an option once no product of the category has it any more', async () => {
    const [rare] = await h.db.query<{ id: number }>(
      `select po.option_id as id from product_options po join products p on p.id = po.product_id
         join category_names c on c.category_id = p.top_category_id and c.lang = 'en' and c.name = 'Craft'
        group by po.option_id order by count(*), po.option_id limit 1`,
    );
    const listed = async () =>
      ((await get('/api/v1/filter/category?category=Craft')).json() as FilterOption[]).map(
        (o) => o.id,
      );
    expect(await listed()).toContain(rare!.id);
    await h.db.query(
      `delete from products where id in (select product_id from product_options where option_id = $1)`,
      [rare!.id],
    );
    expect(await listed()).not.toContain(rare!.id);
  });

  it("defaults to Craft and English, reads 'CRAFT' as Craft, refuses an unknown category", async () => {
    const plain = (await get('/api/v1/filter/category')).json();
    expect(plain.length).toBeGreaterThan(0);
    expect((await get('/api/v1/filter/category?category=CRAFT&lang=en')).json()).toEqual(plain);
    const unknown = await get('/api/v1/filter/category?category=Nothing');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('category');
    expect((await get('/api/v1/filter/category?lang=zz')).statusCode).toBe(400);
  });
});
