import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { audienceOf } from './google.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ products: 12 });
});
afterAll(() => h?.close());

const feed = (lang: string, headers: Record<string, string> = {}) =>
  h.app.inject({ url: `/feeds/google/${lang}.xml`, headers });

describe('GET /feeds/google/{lang}.xml', () => {
  it('lists every variant of the published catalog, in the language asked', async () => {
    await h.db.query(
      `update products set status = 'draft' where id = (select min(id) from products)`,
    );
    const [{ variants }] = (await h.db.query<{ variants: number }>(
      `select count(*)::int as variants from variants v join products p on p.id = v.product_id
        where p.status = 'published'`,
    )) as [{ variants: number }];
    const answer = await feed('fr');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = answer.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/,
    );
    expect(xml.match(/<item>/g)).toHaveLength(variants);
    const [v] = (await h.db.query<{ sku: string; productId: number; stock: number; name: string }>(
      `select v.sku, v.product_id as "productId", v.stock, t.name from variants v
         join products p on p.id = v.product_id join product_texts t on t.product_id = p.id and t.lang = 'fr'
        where p.status = 'published' order by v.id limit 1`,
    )) as [{ sku: string; productId: number; stock: number; name: string }];
    const item = xml.split('<item>').find((part) => part.includes(`<g:id>${v.sku}</g:id>`))!;
    // A feed without a market is the US's, whose prices a French page shows when it names it.
    expect(item).toContain(
      `<link>http://localhost:3000/product/${v.productId}?lang=fr&#38;market=us</link>`,
    );
    expect(item).toContain(
      `<g:availability>${v.stock > 0 ? 'in_stock' : 'out_of_stock'}</g:availability>`,
    );
    expect(item).toMatch(/<g:price>\d+\.\d\d USD<\/g:price>/);
    for (const tag of [
      'brand',
      'color',
      'size',
      'item_group_id',
      'gender',
      'age_group',
      'image_link',
    ]) {
      expect(item).toContain(`<g:${tag}>`);
    }
    const [draft] = await h.db.query<{ sku: string }>(
      `select sku from variants where product_id = (select min(id) from products) limit 1`,
    );
    expect(xml).not.toContain(`<g:id>${draft!.sku}</g:id>`);
  });

  it('says out_of_stock when stock runs out, and is revalidated by its ETag', async () => {
    const first = await feed('en');
    const etag = first.headers.etag as string;
    expect((await feed('en', { 'if-none-match': etag })).statusCode).toBe(304);
    const [{ sku }] = (await h.db.query<{ sku: string }>(
      `update variants set stock = 0 where id = (select v.id from variants v join products p on p.id = v.product_id
        where p.status = 'published' and v.stock > 0 order by v.id limit 1) returning sku`,
    )) as [{ sku: string }];
    const after = await feed('en', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const item = after.body.split('<item>').find((part) => part.includes(`<g:id>${sku}</g:id>`))!;
    expect(item).toContain('<g:availability>out_of_stock</g:availability>');
  });

  it('refuses a language the shop does not have', async () => {
    expect((await feed('de')).statusCode).toBe(400);
  });

  it('derives gender and age group from the category path', () => {
    expect(audienceOf(['women', 'women-dresses'])).toEqual({ gender: 'female', ageGroup: 'adult' });
    expect(audienceOf(['men', 'men-shirts'])).toEqual({ gender: 'male', ageGroup: 'adult' });
    expect(audienceOf(['kids', 'kids-boys'])).toEqual({ gender: 'male', ageGroup: 'kids' });
    expect(audienceOf(['kids', 'kids-baby'])).toEqual({ gender: 'unisex', ageGroup: 'infant' });
    expect(audienceOf(['accessories', 'accessories-bags'])).toEqual({
      gender: 'unisex',
      ageGroup: 'adult',
    });
  });
});
