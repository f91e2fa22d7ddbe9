import { describe, expect, it } from 'vitest';
import { sitemapPages, sitemapUrls } from './sitemap.ts';
import { shopWithShell } from './test-shop.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Atelier, a fashion shop" />
    <title>Atelier</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const shop = shopWithShell(SHELL);

const page = (url: string) => shop.web.inject({ method: 'GET', url });
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
function jsonLd(html: string) {
  const text = attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  return JSON.parse(text!);
}

describe('product pages for search engines', () => {
  it("carries the product's title, description, canonical link, Open Graph and JSON-LD", async () => {
    const res = await page('/product/2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const [text] = await shop.h.db.query<{ name: string; brand: string }>(
      `select name, brand from product_texts where product_id = 2 and lang = 'en'`,
    );
    const title = attr(html, /<title>(.*?)<\/title>/);
    expect(title).toContain(' — Atelier');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
      'https://shop.example/product/2',
    );
    expect(attr(html, /<meta property="og:type" content="([^"]+)"/)).toBe('product');
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(
      /^https:\/\/shop\.example\//,
    );
    expect(html).toContain('<div id="root"></div>');

    const data = jsonLd(html);
    expect(data).toMatchObject({ '@type': 'Product', brand: { name: text!.brand } });
    expect(data.name).toBe(text!.name);
    expect(data.offers.priceCurrency).toBe('USD');
    const [stock] = await shop.h.db.query<{ total: number; sku: string }>(
      'select sum(stock)::int as total, min(sku) as sku from variants where product_id = 2',
    );
    expect(data.offers.availability).toBe(
      `https://schema.org/${stock!.total > 0 ? 'InStock' : 'OutOfStock'}`,
    );
    expect(typeof data.sku).toBe('string');
  });

  it('speaks ?lang=, rates reviewed products and says OutOfStock when nothing is left', async () => {
    await shop.h.db.query('update variants set stock = 0 where product_id = 4');
    await shop.h.db.query('update products set rating_total = 9, review_count = 2 where id = 4');
    await shop.h.db.query('update products set rating_total = 0, review_count = 0 where id = 5');
    const html = (await page('/product/4?lang=jp')).body;
    const [jp] = await shop.h.db.query<{ name: string }>(
      `select name from product_texts where product_id = 4 and lang = 'jp'`,
    );
    expect(html).toContain('<html lang="ja">');
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
      'https://shop.example/product/4?lang=jp',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="zh-TW" href="https://shop.example/product/4?lang=tw">',
    );
    const data = jsonLd(html);
    expect(data.name).toBe(jp!.name);
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(jsonLd((await page('/product/5')).body)).not.toHaveProperty('aggregateRating');
  });

  it('gives the breadcrumb as a BreadcrumbList: the category path, then the product', async () => {
    const html = (await page('/product/3?lang=jp')).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    const trail = JSON.parse(blocks[1]![1]!);
    const path = await shop.h.db.query<{ id: number; name: string }>(
      `select c.id, n.name from products p join categories c on c.id in (p.top_category_id, p.category_id)
         join category_names n on n.category_id = c.id and n.lang = 'jp'
        where p.id = 3 order by c.parent_id nulls first`,
    );
    const [jp] = await shop.h.db.query<{ name: string }>(
      `select name from product_texts where product_id = 3 and lang = 'jp'`,
    );
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(path).toHaveLength(2);
    expect(trail.itemListElement).toEqual([
      ...path.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        item: `https://shop.example/product?category=${c.id}&lang=jp`,
      })),
      {
        '@type': 'ListItem',
        position: 3,
        name: jp!.name,
        item: 'https://shop.example/product/3?lang=jp',
      },
    ]);
  });

  it('escapes everything it puts in the head', async () => {
    const evil = `Robe "chic" </script><script>alert('x')</script> & co`;
    await shop.h.db.query(
      `update product_texts set name = $1, description = $1 where product_id = 6 and lang = 'en'`,
      [evil],
    );
    const html = (await page('/product/6')).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"chic"');
    // Two data blocks, the JSON-LD of the product and of its breadcrumb (this app has no server
    // build), and nothing else closes one.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(jsonLd(html).name).toBe(evil);
  });

  it('answers the app shell with 404 for an unknown product', async () => {
    for (const url of ['/product/999999', '/product/99999999999']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe(SHELL);
    }
    expect((await page('/product')).statusCode).toBe(200);
  });
});

describe('sitemap and robots', () => {
  it('lists the home, the listing and every product', async () => {
    const res = await shop.h.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const products = await shop.h.db.query<{ id: number }>('select id from products order by id');
    const inEveryLanguage = (path: string) =>
      ['', '?lang=es', '?lang=cn', '?lang=jp', '?lang=tw', '?lang=fr'].map(
        (query) => `https://shop.example${path}${query}`,
      );
    expect(locs).toEqual([
      ...inEveryLanguage('/'),
      ...inEveryLanguage('/product'),
      ...products.flatMap((p) => inEveryLanguage(`/product/${p.id}`)),
    ]);
    expect(res.body).toMatch(/^<\?xml/);
    expect(res.body.trim().endsWith('</urlset>')).toBe(true);
  });

  it('splits a catalog too big for one file into numbered sitemaps covering every URL once', async () => {
    const perFile = 13;
    const pages = await sitemapPages(shop.h.db, perFile);
    const [{ count }] = (await shop.h.db.query<{ count: number }>(
      'select count(*)::int as count from products',
    )) as [{ count: number }];
    // Two pages (each in six languages) to a file of 13 URLs.
    expect(pages).toBe(Math.ceil((count + 2) / 2));
    const locs: string[] = [];
    for (let page = 1; page <= pages; page++) {
      let xml = '';
      for await (const chunk of sitemapUrls(shop.h.db, 'https://shop.example', page, perFile))
        xml += chunk;
      const found = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(found.length).toBeLessThanOrEqual(perFile);
      locs.push(...found);
    }
    expect(locs).toHaveLength((count + 2) * 6);
    expect(new Set(locs).size).toBe(locs.length);
    let beyond = '';
    for await (const chunk of sitemapUrls(shop.h.db, 'https://shop.example', pages + 1, perFile))
      beyond += chunk;
    expect(beyond).not.toContain('<loc>');
  });

  it('allows all but the private pages and names the sitemap', async () => {
    const res = await shop.h.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/cart', '/profile', '/login', '/wishlist', '/success', '/failure']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
