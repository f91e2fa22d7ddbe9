import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, Suggestions } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { MAX_LEXEMES } from './match.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 120 });
});
afterAll(() => h.close());

async function search(q: string, lang = 'en', extra = ''): Promise<ProductCard[]> {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/v1/products?lang=${lang}&pagesize=100&q=${encodeURIComponent(q)}${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content;
}
/** Products whose text in `lang` contains every fragment, straight from the table. */
async function containing(lang: string, column: 'name' | 'search_text', ...fragments: string[]) {
  const conditions = fragments
    .map((_, i) => `${column} ilike '%' || $${i + 2} || '%'`)
    .join(' and ');
  const rows = await h.db.query<{ id: number }>(
    `select product_id as id from product_texts where lang = $1 and ${conditions}`,
    [lang, ...fragments],
  );
  return rows.map((row) => row.id);
}
const ids = (cards: ProductCard[]) => cards.map((card) => card.id);
const sorted = (cards: ProductCard[]) => ids(cards).sort((a, b) => a - b);

/** The products of a category (by slug), in id order. */
async function inCategory(slug: string) {
  const rows = await h.db.query<{ id: number }>(
    `select p.id from products p join categories c on c.id = p.category_id
      where c.slug = $1 order by p.id`,
    [slug],
  );
  return rows.map((row) => row.id);
}
/** The products having one of the options (`type:code`), in id order. */
async function withOption(...options: string[]) {
  const rows = await h.db.query<{ id: number }>(
    `select distinct po.product_id as id from product_options po
       join filter_options o on o.id = po.option_id
      where o.type || ':' || o.code = any($1::text[]) order by 1`,
    [options],
  );
  return rows.map((row) => row.id);
}
const setOption = (product: number, option: string, add: boolean) =>
  h.db.query(
    add
      ? `insert into product_options (option_id, product_id)
         select id, $2 from filter_options where type || ':' || code = $1`
      : `delete from product_options where product_id = $2 and option_id in
           (select id from filter_options where type || ':' || code = $1)`,
    [option, product],
  );
const BLUES = ['color:navy', 'color:sky', 'color:denim'];

describe('search by colour, material, size and everyday words', () => {
  it("'blue dress' finds the dresses in a blue (navy is blue), and follows a product's options", async () => {
    const [dress] = await inCategory('women-dresses');
    await setOption(dress!, 'color:navy', true);
    const dresses = new Set(await inCategory('women-dresses'));
    const found = ids(await search('blue dress'));
    expect(found).toContain(dress);
    const blue = new Set(await withOption(...BLUES));
    for (const id of found) {
      expect(blue.has(id), `product ${id} is blue`).toBe(true);
    }
    expect(found.filter((id) => dresses.has(id))).toEqual(
      expect.arrayContaining([...dresses].filter((id) => blue.has(id))),
    );
    await setOption(dress!, 'color:navy', false);
    const stillBlue = (await withOption(...BLUES)).includes(dress!);
    expect(ids(await search('blue dress')).includes(dress!)).toBe(stillBlue);
  });

  it("'noir' (fr) and '黑色' (cn) find the products that come in black", async () => {
    const black = await withOption('color:black');
    expect(black.length).toBeGreaterThan(0);
    expect(ids(await search('noir', 'fr'))).toEqual(expect.arrayContaining(black));
    expect(sorted(await search('黑色', 'cn'))).toEqual(black);
  });

  it('洋裝 (tw) and ドレス (jp), the everyday words, find the dresses', async () => {
    const dresses = await inCategory('women-dresses');
    expect(dresses.length).toBeGreaterThan(0);
    expect(ids(await search('洋裝', 'tw'))).toEqual(expect.arrayContaining(dresses));
    expect(ids(await search('ドレス', 'jp'))).toEqual(expect.arrayContaining(dresses));
    expect(ids(await search('連衣裙', 'tw'))).toEqual(expect.arrayContaining(dresses));
  });

  it("finds a material, and a size by its spelled-out name ('large')", async () => {
    const silk = await withOption('material:silk');
    expect(silk.length).toBeGreaterThan(0);
    expect(ids(await search('seda', 'es'))).toEqual(expect.arrayContaining(silk));
    const women = new Set(await inCategory('women-dresses'));
    const large = (await withOption('size:L', 'size:XL', 'size:XXL')).filter((id) => women.has(id));
    expect(large.length).toBeGreaterThan(0);
    expect(ids(await search('large', 'en', '&category=Dresses'))).toEqual(
      expect.arrayContaining(large),
    );
  });
});

describe('search in the listing (q)', () => {
  it("forgives typos: 'linnen dres' finds the linen dresses, best match first", async () => {
    const linenDresses = await containing('en', 'name', 'linen', 'dress');
    expect(linenDresses.length).toBeGreaterThan(0);
    const found = await search('linnen dres');
    expect(ids(found)).toEqual(expect.arrayContaining(linenDresses));
    expect(found[0]!.name).toMatch(/linen.*dress/i);
    const vestidos = await containing('es', 'name', 'vestido');
    expect(ids(await search('vestdo', 'es'))).toEqual(expect.arrayContaining(vestidos));
    expect(await search('xqzwv')).toEqual([]);
  });

  it('stems English, Spanish and French and reads prefixes', async () => {
    expect(ids(await search('dresses'))).toEqual(
      expect.arrayContaining(await containing('en', 'name', 'dress')),
    );
    expect(ids(await search('vestidos', 'es'))).toEqual(
      expect.arrayContaining(await containing('es', 'name', 'vestido')),
    );
    expect(ids(await search('robes', 'fr'))).toEqual(
      expect.arrayContaining(await containing('fr', 'name', 'robe')),
    );
    const prefix = await search('embroid');
    expect(prefix.length).toBeGreaterThan(0);
    expect(ids(prefix)).toEqual(
      expect.arrayContaining(await containing('en', 'name', 'embroider')),
    );
  });

  it('finds Japanese and Chinese names by substring, even two characters long', async () => {
    for (const [lang, term] of [
      ['jp', 'ドレス'],
      ['cn', '连衣裙'],
      ['tw', '連衣裙'],
      ['cn', '真丝'],
    ] as const) {
      const expected = await containing(lang, 'search_text', term);
      expect(expected.length, term).toBeGreaterThan(0);
      expect(ids(await search(term, lang)).sort()).toEqual(expected.sort());
    }
  });

  it('matches brands and category names', async () => {
    const [brand] = await h.db.query<{ brand: string }>(
      `select brand from product_texts where lang = 'en' group by brand order by count(*) desc limit 1`,
    );
    const byBrand = await search(brand!.brand);
    const ofBrand = await h.db.query<{ id: number }>(
      `select product_id as id from product_texts where lang = 'en' and brand = $1`,
      [brand!.brand],
    );
    expect(ids(byBrand)).toEqual(expect.arrayContaining(ofBrand.map((row) => row.id)));

    const craft = await h.db.query<{ id: number }>(
      `select p.id from products p join category_names n on n.category_id = p.top_category_id
        where n.lang = 'jp' and n.name = 'クラフト'`,
    );
    expect(craft.length).toBeGreaterThan(0);
    expect(ids(await search('クラフト', 'jp'))).toEqual(
      expect.arrayContaining(craft.map((r) => r.id)),
    );
  });

  it('finds what a prefix of each term finds, also for a product renamed since', async () => {
    const byPrefixes = async (...terms: string[]) => {
      const conditions = terms
        .map((_, i) => `search_tsv @@ to_tsquery('english', '''' || $${i + 1} || ''':*')`)
        .join(' and ');
      const rows = await h.db.query<{ id: number }>(
        `select product_id as id from product_texts where lang = 'en' and ${conditions}`,
        terms,
      );
      return rows.map((row) => row.id).sort((a, b) => a - b);
    };
    const sortedIds = async (q: string) => ids(await search(q)).sort((a, b) => a - b);
    for (const terms of [['lin'], ['dress'], ['linen', 'dress'], ['embroid']]) {
      const expected = await byPrefixes(...terms);
      expect(expected.length, terms.join(' ')).toBeGreaterThan(0);
      expect(await sortedIds(terms.join(' '))).toEqual(expected);
    }

    const [{ id }] = (await h.db.query(
      `select product_id as id from product_texts
        where lang = 'en' and search_text not ilike '%linen%' order by product_id limit 1`,
    )) as [{ id: number }];
    expect(ids(await search('linen'))).not.toContain(id);
    await h.db.query(
      "update product_texts set name = 'Linenette Zephyrine Gilet' where product_id = $1 and lang = 'en'",
      [id],
    );
    // 'linen' begins a lexeme that only the new name has.
    expect(ids(await search('linen'))).toContain(id);
    expect(ids(await search('zephyr'))).toEqual([id]);
    // Past MAX_LEXEMES lexemes (here lingering ones of deleted texts), a term stays a prefix.
    await h.db.query(
      `insert into search_lexemes (lang, lexeme)
       select 'en', 'zephyra' || n from generate_series(1, $1::int) as n`,
      [MAX_LEXEMES + 5],
    );
    // Not 'zephyr' again: that answer is kept, and lexemes are no catalog change.
    expect(ids(await search('Zephyr'))).toEqual([id]);
  });

  it('ignores stop words and punctuation, and combines with other filters', async () => {
    const linen = await search('linen');
    expect(ids(await search('the linen'))).toEqual(ids(linen));
    for (const odd of ["'&|!:*()\\", 'a:b & c', '%_']) {
      await search(odd);
    }
    const cheap = await search('linen', 'en', '&maxPrice=60&sort=price-asc');
    expect(cheap.every((card) => card.sellingPrice <= 60)).toBe(true);
    const prices = cheap.map((card) => card.sellingPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const cheapByRelevance = await search('linen', 'en', '&maxPrice=60');
    expect(cheapByRelevance.length).toBeGreaterThan(0);
    expect(cheapByRelevance.every((card) => card.sellingPrice <= 60)).toBe(true);
  });

  it('counts every match, on any page, past the end too', async () => {
    const expected = (await containing('en', 'name', 'dress')).length;
    const totals = await Promise.all(
      [0, 5, 5000].map(async (offset) => {
        const res = await h.app.inject({
          method: 'GET',
          url: `/api/v1/products?q=dress&offset=${offset}`,
        });
        return res.json().total as number;
      }),
    );
    expect(new Set(totals).size).toBe(1);
    expect(totals[0]).toBeGreaterThanOrEqual(expected);
    const none = await h.app.inject({ method: 'GET', url: '/api/v1/products?q=xqzwv' });
    expect(none.json()).toMatchObject({ content: [], total: 0 });
  });

  it('refuses a query over 100 characters', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1/products?q=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('q');
  });
});

describe('GET /api/v1/search/suggest', () => {
  const suggest = async (query: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1/search/suggest?${query}` });
    return { status: res.statusCode, body: res.json() as Suggestions };
  };

  it('suggests up to 5 products and the matching categories', async () => {
    const { status, body } = await suggest('q=dress&lang=en');
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    expect(body.products[0]!.name).toMatch(/dress/i);
    expect(body.categories.map((c) => c.name)).toContain('Dresses');
    const jp = await suggest(`q=${encodeURIComponent('ドレス')}&lang=jp`);
    // ドレス is named in a product, or is the everyday word for the ワンピース category's.
    const dresses = await inCategory('women-dresses');
    expect(jp.body.products.length).toBeGreaterThan(0);
    expect(jp.body.products.every((p) => p.name.includes('ドレス') || dresses.includes(p.id))).toBe(
      true,
    );
  });

  it('suggests nothing below two characters and refuses an unknown language', async () => {
    const none = { products: [], categories: [], currency: 'USD', market: 'us' };
    expect((await suggest('q=d&lang=en')).body).toEqual(none);
    expect((await suggest('lang=en')).body).toEqual(none);
    expect((await suggest('q=dress&lang=xx')).status).toBe(400);
  });
});
