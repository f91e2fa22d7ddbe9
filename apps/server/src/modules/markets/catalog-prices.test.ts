import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage, Suggestions } from '@atelier/contract';
import { shopWithShell } from '../seo/test-shop.ts';

const shop = shopWithShell(
  '<!doctype html><html lang="en"><head><title>Atelier</title></head><body><div id="root"></div></body></html>',
);
const get = (url: string, cookie?: string) =>
  shop.h.app.inject({ method: 'GET', url, ...(cookie && { cookies: { atelier_market: cookie } }) });
const page = (url: string, cookie?: string) =>
  shop.web.inject({ method: 'GET', url, ...(cookie && { cookies: { atelier_market: cookie } }) });
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);

/**
 * A published product at $59.00 with no discount, every variant at that price and no compare-at
 * price: €50.95 in the Eurozone (59 × 0.86 = 50.74, up to the next .95), ¥9,150 in Japan (9,145
 * up to the next ten).
 */
async function productAt59(offset = 0) {
  const [p] = await shop.h.db.query<{ id: number; category: number }>(
    `select id, category_id as category from products where status = 'published'
      order by id offset $1 limit 1`,
    [offset],
  );
  await shop.h.db.query(
    `update products set original_price_cents = 5900, discount_percentage = 0,
            flash_discount_percentage = 0, in_flash_sale = false where id = $1`,
    [p!.id],
  );
  await shop.h.db.query(
    `update variants set original_price_cents = 5900, compare_at_cents = null where product_id = $1`,
    [p!.id],
  );
  return p!;
}

const listing = async (query: string) =>
  (await get(`/api/v1/products?pagesize=100&${query}`)).json<ProductPage>();

describe('the catalog in a market', () => {
  it("gives a French shopper's listing in euros, each price rounded up to .95", async () => {
    const { id, category } = await productAt59();
    const page = await listing(`lang=fr&market=eu&category=${category}`);
    expect(page).toMatchObject({ currency: 'EUR', market: 'eu' });
    expect(page.content.find((c) => c.id === id)).toMatchObject({
      originalPrice: 50.95,
      sellingPrice: 50.95,
    });
    for (const card of page.content) {
      expect(card.currency).toBe('EUR');
      expect(Math.round(card.originalPrice * 100) % 100).toBe(95);
    }

    const us = await listing(`lang=fr&category=${category}`);
    expect(us).toMatchObject({ currency: 'USD', market: 'us' });
    expect(us.content.find((c) => c.id === id)!.originalPrice).toBe(59);
  });

  it('prices yen in whole yen, on cards, the product page and suggestions', async () => {
    const { id, category } = await productAt59(1);
    const cards = await listing(`lang=jp&market=jp&category=${category}`);
    expect(cards.currency).toBe('JPY');
    expect(cards.content.find((c) => c.id === id)!.originalPrice).toBe(9150);
    for (const card of cards.content) {
      expect(Number.isInteger(card.originalPrice) && Number.isInteger(card.sellingPrice)).toBe(
        true,
      );
    }
    const detail = (await get(`/api/v1/products/${id}/jp?market=jp`)).json<ProductDetail>();
    expect(detail).toMatchObject({ currency: 'JPY', market: 'jp', originalPrice: 9150 });
    expect(detail.variants.every((v) => v.originalPrice === 9150)).toBe(true);

    const [name] = await shop.h.db.query<{ name: string }>(
      `select name from product_texts where product_id = $1 and lang = 'en'`,
      [id],
    );
    const suggested = (
      await get(`/api/v1/search/suggest?lang=en&market=jp&q=${encodeURIComponent(name!.name)}`)
    ).json<Suggestions>();
    expect(suggested.currency).toBe('JPY');
    expect(suggested.products.find((p) => p.id === id)?.originalPrice).toBe(9150);
  });

  it('lets a price staff fixed in euros win, with the discount taken off it', async () => {
    const { id, category } = await productAt59(2);
    const variants = await shop.h.db.query<{ id: number; sku: string }>(
      `select id, sku from variants where product_id = $1 order by id`,
      [id],
    );
    const detailBefore = (await get(`/api/v1/products/${id}/fr?market=eu`)).json<ProductDetail>();
    const presented = detailBefore.variants[0]!.sku;
    const fixedId = variants.find((v) => v.sku === presented)!.id;
    await shop.h.db.query(
      `insert into variant_prices (variant_id, currency, price_cents, compare_at_cents)
       values ($1, 'EUR', 4500, 6000)`,
      [fixedId],
    );
    await shop.h.db.query('update products set discount_percentage = 20 where id = $1', [id]);

    const detail = (await get(`/api/v1/products/${id}/fr?market=eu`)).json<ProductDetail>();
    const fixed = detail.variants.find((v) => v.sku === presented)!;
    expect(fixed).toMatchObject({ originalPrice: 45, compareAtPrice: 60, sellinglPrice: 36 });
    // The others convert their base price: 50.95 less 20 % is 40.76.
    for (const other of detail.variants.filter((v) => v.sku !== presented)) {
      expect(other).toMatchObject({ originalPrice: 50.95, sellinglPrice: 40.76 });
    }
    const card = (await listing(`lang=fr&market=eu&category=${category}`)).content.find(
      (c) => c.id === id,
    );
    expect(card).toMatchObject({ originalPrice: 45, compareAtPrice: 60, sellingPrice: 36 });
    // A fixed euro price is the euro's alone: dollars still come from the base price.
    const usd = (await get(`/api/v1/products/${id}/en`)).json<ProductDetail>();
    expect(usd.variants.find((v) => v.sku === presented)).toMatchObject({ originalPrice: 59 });
  });

  it('filters by a price range in the market’s currency', async () => {
    const { id, category } = await productAt59(3);
    const ids = async (range: string) =>
      (await listing(`lang=fr&market=eu&category=${category}&${range}`)).content.map((c) => c.id);
    expect(await ids('minPrice=50.95&maxPrice=50.95')).toContain(id);
    expect(await ids('maxPrice=50.94')).not.toContain(id);
    expect(await ids('minPrice=50.96')).not.toContain(id);
    // In dollars, the same product is at 59.
    expect(
      (await listing(`category=${category}&minPrice=59&maxPrice=59`)).content.map((c) => c.id),
    ).toContain(id);
  });

  it("keeps each market's answers apart in the cache, and a new fixed price shows at once", async () => {
    const { id } = await productAt59(4);
    const url = `/api/v1/products/${id}/en`;
    const price = async (query: string) => {
      const body = (await get(`${url}${query}`)).json<ProductDetail>();
      return `${body.originalPrice} ${body.currency}`;
    };
    for (let round = 0; round < 2; round++) {
      expect(await price('')).toBe('59 USD');
      expect(await price('?market=eu')).toBe('50.95 EUR');
      expect(await price('?market=jp')).toBe('9150 JPY');
      expect(await price('?market=us')).toBe('59 USD');
    }
    await shop.h.db.query(
      `insert into variant_prices (variant_id, currency, price_cents)
       select id, 'JPY', 8800 from variants where product_id = $1`,
      [id],
    );
    expect(await price('?market=jp')).toBe('8800 JPY');
    expect(await price('?market=eu')).toBe('50.95 EUR');
  });

  it('gives one Google feed a market, in its currency, linking to its pages', async () => {
    const { id } = await productAt59(6);
    const item = async (url: string) => {
      const xml = (await get(url)).body;
      return xml.split('<item>').find((i) => new RegExp(`/product/${id}[?<]`).test(i))!;
    };
    const fr = await item('/feeds/google/fr.xml?market=eu');
    expect(fr).toContain('<g:price>50.95 EUR</g:price>');
    expect(fr).toContain(`/product/${id}?lang=fr</link>`);
    const jp = await item('/feeds/google/en.xml?market=jp');
    expect(jp).toContain('<g:price>9150 JPY</g:price>');
    expect(jp).toContain(`/product/${id}?market=jp</link>`);
    expect(await item('/feeds/google/en.xml')).toContain('<g:price>59.00 USD</g:price>');
    expect((await get('/feeds/google/en.xml?market=zz')).statusCode).toBe(400);
  });

  it('answers an unknown market with a 400 naming it, on every catalog address', async () => {
    for (const url of [
      '/api/v1/products?market=zz',
      '/api/v1/products/1/en?market=zz',
      '/api/v1/products/1/also-bought/en?market=zz',
      '/api/v1/search/suggest?q=shirt&market=zz',
      '/api/v1/filter/category?market=zz',
      '/api/v1/products?market=EU!',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields, url).toHaveProperty('market');
    }
  });
});

describe('shop pages in a market', () => {
  it("draws a product's JSON-LD in its market's currency: the language's guess, else ?market=", async () => {
    const { id } = await productAt59(5);
    const offer = async (url: string) => jsonLd((await page(url)).body).offers;
    expect(await offer(`/product/${id}`)).toMatchObject({ price: '59.00', priceCurrency: 'USD' });
    expect(await offer(`/product/${id}?lang=jp`)).toMatchObject({
      price: '9150',
      priceCurrency: 'JPY',
    });
    expect(await offer(`/product/${id}?lang=fr`)).toMatchObject({ priceCurrency: 'EUR' });
    expect(await offer(`/product/${id}?lang=jp&market=eu`)).toMatchObject({
      price: '50.95',
      priceCurrency: 'EUR',
    });
    expect((await page(`/product/${id}?market=zz`)).statusCode).toBe(404);
  });

  it("sends a shopper who chose a market to its page's address, which a CDN keeps apart", async () => {
    const res = await page('/product/2?lang=fr', 'jp');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/product/2?lang=fr&market=jp');
    expect(res.headers['cache-control']).toContain('no-store');
    // The market the language suggests needs no address of its own.
    expect((await page('/product/2?lang=fr', 'eu')).statusCode).toBe(200);
    expect((await page('/product/2?market=eu', 'jp')).statusCode).toBe(200);
  });
});
