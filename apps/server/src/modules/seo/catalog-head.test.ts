import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@atelier/contract';
import { shopWithShell } from './test-shop.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Atelier, a fashion shop"
    />
    <title>Atelier</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const shop = shopWithShell(SHELL);

/** The web app's dictionary of a language: what the app shows as the page's title. */
async function dictionary(lang: string) {
  const file = new URL(`../../../../web/src/locales/${lang}.json`, import.meta.url);
  return JSON.parse(await fs.readFile(file, 'utf8')) as {
    meta: Record<string, string>;
    labels: Record<string, string>;
    pages: Record<string, string>;
    listing: Record<string, string>;
  };
}

async function head(url: string) {
  const res = await shop.web.inject({ url });
  expect(res.statusCode).toBe(200);
  const html = res.body;
  const one = (re: RegExp) => re.exec(html)?.[1];
  const decode = (text = '') =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  return {
    lang: one(/<html lang="([^"]+)"/),
    title: decode(one(/<title>(.*?)<\/title>/)),
    description: decode(one(/<meta name="description" content="([^"]*)"/)),
    ogTitle: decode(one(/<meta property="og:title" content="([^"]*)"/)),
    data: JSON.parse(one(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/) ?? 'null'),
  };
}

describe('the home and listings for search engines', () => {
  it('give the home its title, description and WebSite search in Japanese', async () => {
    const [jp, en] = await Promise.all([dictionary('jp'), dictionary('en')]);
    const named = (text = '') => text.replace('{{shop}}', 'Atelier');
    const page = await head('/?lang=jp');
    expect(page).toMatchObject({
      lang: 'ja',
      title: named(jp.meta.title),
      description: named(jp.meta.description),
      ogTitle: named(jp.meta.title),
    });
    expect(page.title).not.toBe(named(en.meta.title));
    expect(page.data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      url: 'https://shop.example/?lang=jp',
      inLanguage: 'ja',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          urlTemplate: 'https://shop.example/product?lang=jp&q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
    expect((await head('/')).title).toBe(named(en.meta.title));
  });

  it("give a listing its category's French name and its first products as an ItemList", async () => {
    const fr = await dictionary('fr');
    const [category] = await shop.h.db.query<{ id: number; name: string }>(
      `select c.id, n.name from categories c join category_names n on n.category_id = c.id
        where c.parent_id is null and n.lang = 'fr' order by c.id limit 1`,
    );
    const page = await head(`/product?category=${category!.id}&lang=fr`);
    expect(page.lang).toBe('fr');
    expect(page.title).toBe(`${category!.name} | ${fr.meta.siteName}`);
    expect(page.description).toBe(
      fr.meta
        .listingDescription!.replace('{{page}}', category!.name)
        .replace('{{shop}}', 'Atelier'),
    );
    const shown = (await shop.web
      .inject({
        url: `/api/v1/products?category=${category!.id}&lang=fr&maxPrice=500`,
      })
      .then((res) => res.json())) as ProductPage;
    expect(shown.content.length).toBeGreaterThan(0);
    expect(page.data).toMatchObject({
      '@type': 'CollectionPage',
      name: category!.name,
      url: `https://shop.example/product?category=${category!.id}&lang=fr`,
      inLanguage: 'fr',
    });
    expect(page.data.mainEntity['@type']).toBe('ItemList');
    expect(page.data.mainEntity.itemListElement).toEqual(
      shown.content.map((card, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: card.name,
        url: `https://shop.example/product/${card.id}?lang=fr`,
      })),
    );
  });

  it('title a search and a section as the app does, in French and Japanese', async () => {
    const [fr, jp] = await Promise.all([dictionary('fr'), dictionary('jp')]);
    const search = await head(`/product?q=${encodeURIComponent('robe <b>')}&lang=fr`);
    const heading = fr.listing.resultsFor!.replace('{{q}}', 'robe <b>');
    expect(search.title).toBe(`${heading} | Atelier`);
    expect(search.description).toContain(heading);
    const section = await head('/product?section=flash-sales&lang=jp');
    expect(section.title).toBe(`${jp.labels.flashSales} | Atelier`);
    expect(section.data.inLanguage).toBe('ja');
    // A listing the app can't ask for (a price range upside down) still has its language's title.
    const odd = await head('/product?minPrice=90&maxPrice=10&lang=jp');
    expect(odd.title).toBe(`${jp.pages.listing} | Atelier`);
    expect(odd.data.mainEntity.itemListElement).toEqual([]);
  });

  it("name the shop as its owner set it: titles, og:site_name and the Organization's JSON-LD", async () => {
    await shop.h.db.query(
      `update shop_settings set shop_name = 'Maison Lune', support_email = 'hello@lune.example',
         support_phone = '+33 1 23 45 67 89', postal_address = '12 rue des Lilas', legal_entity = 'Lune SAS'`,
    );
    try {
      const res = await shop.web.inject({ url: '/?lang=fr' });
      const html = res.body;
      expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toMatch(/^Maison Lune — /);
      expect(html).toContain('<meta property="og:site_name" content="Maison Lune">');
      const scripts = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ];
      const data = scripts.map((match) => JSON.parse(match[1]!));
      expect(data.find((d) => d['@type'] === 'WebSite').name).toBe('Maison Lune');
      expect(data.find((d) => d['@type'] === 'Organization')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Maison Lune',
        url: 'https://shop.example/',
        legalName: 'Lune SAS',
        email: 'hello@lune.example',
        telephone: '+33 1 23 45 67 89',
        address: { '@type': 'PostalAddress', streetAddress: '12 rue des Lilas' },
      });
      const listing = await head('/product?section=flash-sales&lang=jp');
      expect(listing.title).toMatch(/ \| Maison Lune$/);
    } finally {
      await shop.h.db.query(`update shop_settings set shop_name = 'Atelier'`);
    }
  });
});
