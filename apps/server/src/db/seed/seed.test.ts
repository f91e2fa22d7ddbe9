import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { seedCatalog, seedIfEmpty } from './index.ts';

let h: Harness;
const rows = <T = Record<string, unknown>>(sql: string, params?: unknown[]) =>
  h.db.query<T>(sql, params);
const one = async <T = Record<string, unknown>>(sql: string, params?: unknown[]) =>
  (await rows<T>(sql, params))[0]!;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('seedIfEmpty', () => {
  it('leaves a shop with products alone and fills an empty one with the default catalog', async () => {
    expect(await seedIfEmpty(h.db)).toBeUndefined();
    expect(await one('select count(*)::int as n from products')).toEqual({ n: 40 });

    await h.db.exec('truncate products cascade');
    const seeded = await seedIfEmpty(h.db);
    expect(seeded?.products).toBe(320);
    expect(await one('select count(*)::int as n from products')).toEqual({ n: 320 });
    expect(await one('select count(*)::int as n from variants')).toEqual({ n: seeded?.variants });
  });
});

// The checks below read the default 320-product catalog seeded above.
describe('the default catalog', () => {
  it('has at least five top categories, Craft first, each with 3 to 5 subcategories', async () => {
    const tops = await rows<{ slug: string; name: string; children: number }>(
      `select c.slug, n.name, (select count(*)::int from categories s where s.parent_id = c.id) as children
         from categories c join category_names n on n.category_id = c.id and n.lang = 'en'
        where c.parent_id is null order by c.position, c.id`,
    );
    expect(tops.length).toBeGreaterThanOrEqual(5);
    expect(tops[0]).toMatchObject({ slug: 'craft', name: 'Craft' });
    for (const top of tops) expect(top.children).toBeGreaterThanOrEqual(3);
    for (const top of tops) expect(top.children).toBeLessThanOrEqual(5);
    const untranslated = await one(
      `select count(*)::int as n from categories c
        where (select count(*) from category_names n where n.category_id = c.id) <> 6`,
    );
    expect(untranslated).toEqual({ n: 0 });
  });

  it('puts products in every subcategory and under the right top category', async () => {
    const empty = await one(
      `select count(*)::int as n from categories s
        where s.parent_id is not null and not exists (select 1 from products p where p.category_id = s.id)`,
    );
    expect(empty).toEqual({ n: 0 });
    const misplaced = await one(
      `select count(*)::int as n from products p join categories s on s.id = p.category_id
        where s.parent_id is distinct from p.top_category_id`,
    );
    expect(misplaced).toEqual({ n: 0 });
  });

  it('writes every product in six languages, really translated', async () => {
    const texts = await rows<{
      id: number;
      lang: string;
      name: string;
      description: string;
      brand: string;
      groups: number;
    }>(
      `select product_id as id, lang, name, description, brand, json_array_length(specifications) as groups
         from product_texts order by product_id, lang`,
    );
    expect(texts).toHaveLength(320 * 6);
    const byProduct = new Map<number, typeof texts>();
    for (const t of texts) byProduct.set(t.id, [...(byProduct.get(t.id) ?? []), t]);
    for (const langs of byProduct.values()) {
      expect(langs.map((t) => t.lang).sort()).toEqual(['cn', 'en', 'es', 'fr', 'jp', 'tw']);
      const name = Object.fromEntries(langs.map((t) => [t.lang, t.name]));
      expect(new Set([name.en, name.fr, name.jp]).size).toBe(3);
      expect(name.jp).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(name.cn).toMatch(/[\u4e00-\u9fff]/);
      for (const t of langs) {
        expect(t.description.match(/[.。]/g)?.length).toBeGreaterThanOrEqual(3);
        expect(t.brand).not.toBe('');
        expect(t.groups).toBeGreaterThanOrEqual(2);
        expect(t.groups).toBeLessThanOrEqual(3);
      }
    }
    const traditional = texts.filter((t) => t.lang === 'tw').map((t) => t.name);
    const simplified = new Set(texts.filter((t) => t.lang === 'cn').map((t) => t.name));
    expect(traditional.filter((n) => !simplified.has(n)).length).toBeGreaterThan(200);
    const english = new Set(texts.filter((t) => t.lang === 'en').map((t) => t.name));
    expect(english.size).toBeGreaterThan(250);
  });

  it('gives each product 1-4 colours × 1-6 sizes with unique SKUs, some sold out and some last ones', async () => {
    const shapes = await rows<{ colors: number; sizes: number; variants: number; first: number }>(
      `select count(distinct color_id)::int as colors, count(distinct size_id)::int as sizes,
              count(*)::int as variants, min(stock) filter (where position = 0) as first
         from variants group by product_id`,
    );
    expect(shapes).toHaveLength(320);
    for (const s of shapes) {
      expect(s.colors).toBeGreaterThanOrEqual(1);
      expect(s.colors).toBeLessThanOrEqual(4);
      expect(s.sizes).toBeGreaterThanOrEqual(1);
      expect(s.sizes).toBeLessThanOrEqual(6);
      expect(s.variants).toBe(s.colors * s.sizes);
      expect(s.first).toBeGreaterThan(0);
    }
    const stock = await one<{ zero: number; single: number; skus: number; distinct: number }>(
      `select count(*) filter (where stock = 0)::int as zero, count(*) filter (where stock = 1)::int as single,
              count(*)::int as skus, count(distinct sku)::int as distinct from variants`,
    );
    expect(stock.zero).toBeGreaterThan(0);
    expect(stock.single).toBeGreaterThan(0);
    expect(stock.distinct).toBe(stock.skus);
    const sku = await one<{ sku: string }>(
      `select sku from variants where product_id = 1 order by position limit 1`,
    );
    expect(sku.sku).toMatch(/^ATL-000001-[A-Z]+-[A-Z0-9-]+$/);
  });

  it('links each product to its subcategory, colours, sizes, material and brand, with one image per colour', async () => {
    const links = await rows<{
      id: number;
      types: string[];
      missing: number;
      images: number;
      colors: number;
    }>(
      `select p.id,
              array(select distinct o.type from product_options po join filter_options o on o.id = po.option_id
                     where po.product_id = p.id order by o.type) as types,
              (select count(*)::int from variants v where v.product_id = p.id and not exists
                 (select 1 from product_options po where po.product_id = p.id and po.option_id = v.color_id)
                 or v.product_id = p.id and not exists
                 (select 1 from product_options po where po.product_id = p.id and po.option_id = v.size_id)) as missing,
              (select count(*)::int from product_images i where i.product_id = p.id and i.color_id is not null) as images,
              (select count(distinct color_id)::int from variants v where v.product_id = p.id) as colors
         from products p`,
    );
    for (const l of links) {
      expect(l.types).toEqual(['brand', 'color', 'material', 'size', 'subcategory']);
      expect(l.missing).toBe(0);
      expect(l.images).toBe(l.colors);
    }
    const wrongSubcategory = await one(
      `select count(*)::int as n from products p where not exists (
         select 1 from product_options po join filter_options o on o.id = po.option_id
          where po.product_id = p.id and o.type = 'subcategory' and o.category_id = p.category_id)`,
    );
    expect(wrongSubcategory).toEqual({ n: 0 });
  });

  it('prices between $12 and $480 ending in .00, .50 or .99, with discounts up to 60%', async () => {
    const prices = await rows<{ cents: number; discount: number; large: number }>(
      `select original_price_cents as cents, discount_percentage as discount,
              (select max(v.original_price_cents) - min(v.original_price_cents) from variants v where v.product_id = p.id) as large
         from products p`,
    );
    for (const p of prices) {
      expect(p.cents).toBeGreaterThanOrEqual(1199);
      expect(p.cents).toBeLessThanOrEqual(48000);
      expect([0, 50, 99]).toContain(p.cents % 100);
      expect(p.discount).toBeGreaterThanOrEqual(0);
      expect(p.discount).toBeLessThanOrEqual(60);
      expect([0, 500]).toContain(p.large);
    }
    expect(prices.filter((p) => p.discount === 0).length).toBeGreaterThan(50);
    expect(prices.some((p) => p.large === 500)).toBe(true);
  });

  it('keeps ratings in step with the reviews rows', async () => {
    const mismatched = await one(
      `select count(*)::int as n from products p
        where p.review_count <> (select count(*) from reviews r where r.product_id = p.id)
           or p.rating_total <> (select coalesce(sum(rating), 0) from reviews r where r.product_id = p.id)`,
    );
    expect(mismatched).toEqual({ n: 0 });
    const reviews = await one<{ n: number; avg: number }>(
      'select count(*)::int as n, avg(rating)::float as avg from reviews',
    );
    expect(reviews.n).toBeGreaterThan(320);
    expect(reviews.avg).toBeGreaterThan(3.5);
  });

  it('runs a flash sale ending in the future, spreads arrivals over 120 days and varies sales', async () => {
    const sale = await one<{
      future: boolean;
      products: number;
      sold: number;
      oldest: number;
      newest: number;
    }>(
      `select (select ends_at > now() + interval '1 day' from promotions where kind = 'flash-sale') as future,
              count(*) filter (where in_flash_sale)::int as products,
              count(distinct units_sold)::int as sold,
              extract(day from now() - min(created_at))::int as oldest,
              extract(day from now() - max(created_at))::int as newest
         from products`,
    );
    expect(sale.future).toBe(true);
    expect(sale.products).toBeGreaterThanOrEqual(25);
    expect(sale.products).toBeLessThanOrEqual(40);
    expect(sale.sold).toBeGreaterThan(200);
    expect(sale.oldest).toBeLessThanOrEqual(120);
    expect(sale.oldest).toBeGreaterThan(90);
    expect(sale.newest).toBeLessThan(5);
  });

  it('translates collections, deals and banners, whose images and product images are served', async () => {
    const merch = await rows<{ kind: string; url: string; langs: number }>(
      `select 'collection' as kind, image_url as url,
              (select count(*)::int from collection_texts t where t.collection_id = c.id) as langs from collections c
       union all select 'deal', deal_url, (select count(*)::int from deal_texts t where t.deal_id = d.id) from deals d
       union all select 'banner', image_url, (select count(*)::int from banner_texts t where t.banner_id = b.id) from banners b`,
    );
    const count = (kind: string) => merch.filter((m) => m.kind === kind).length;
    expect(count('collection')).toBeGreaterThanOrEqual(4);
    expect(count('deal')).toBeGreaterThanOrEqual(3);
    expect(count('banner')).toBeGreaterThanOrEqual(3);
    const images = await rows<{ url: string }>('select distinct url from product_images');
    for (const { url } of [...merch, ...images]) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    for (const m of merch) expect(m.langs).toBe(6);
  });
});

describe('seedCatalog', () => {
  const snapshot = () =>
    rows(
      `select p.id, p.garment, p.original_price_cents, p.discount_percentage, p.units_sold, t.lang, t.name,
              t.description, t.brand, t.specifications,
              (select string_agg(v.sku || ':' || v.stock || ':' || v.original_price_cents, ',' order by v.position)
                 from variants v where v.product_id = p.id) as variants
         from products p join product_texts t on t.product_id = p.id order by p.id, t.lang`,
    );

  it('makes the same catalog from the same options, and another from another seed', async () => {
    expect(await seedCatalog(h.db, { products: 60 })).toEqual(
      await seedCatalog(h.db, { products: 60 }),
    );
    const first = await snapshot();
    await seedCatalog(h.db, { products: 60 });
    expect(await snapshot()).toEqual(first);
    await seedCatalog(h.db, { products: 60, seed: 7 });
    expect(await snapshot()).not.toEqual(first);
  });

  it('leaves no entries waiting in a GIN index, which every search and filter would read whole', async () => {
    await seedCatalog(h.db, { products: 60 });
    // The number of pending-list pages each GIN index had, moved into the index by this call.
    const pending = await rows<{ index: string; pages: number }>(
      `select c.relname as index, gin_clean_pending_list(c.oid)::int as pages
         from pg_class c join pg_am a on a.oid = c.relam where a.amname = 'gin' order by 1`,
    );
    expect(pending.length).toBeGreaterThanOrEqual(8);
    expect(pending.filter((index) => index.pages > 0)).toEqual([]);
  });

  it('continues ids after the seeded rows', async () => {
    await seedCatalog(h.db, { products: 12 });
    const [row] = await rows<{ id: number }>(
      `insert into products (category_id, top_category_id, garment, original_price_cents, handle)
       select category_id, top_category_id, garment, 1000, 'one-more' from products where id = 1
       returning id`,
    );
    expect(row?.id).toBe(13);
  });
});
