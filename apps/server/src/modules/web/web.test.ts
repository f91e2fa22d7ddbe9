import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from '@atelier/contract';
import { buildApp, type App } from '../../app.ts';
import { startHarness, type Harness } from '../../test/harness.ts';

const SCRIPT = `export const answer = ${JSON.stringify('forty-two '.repeat(200))};\n`;

const MANIFEST = {
  'src/features/product/ProductPage.tsx': {
    file: 'assets/ProductPage-P1.js',
    imports: ['_cards.js'],
    css: ['assets/ProductPage-P1.css'],
  },
  '_cards.js': { file: 'assets/cards-C1.js' },
  'index.html': { file: 'assets/index-AbC123.js', css: ['assets/index-I1.css'] },
  'src/app/mount.tsx': {
    file: 'assets/mount-M1.js',
    imports: ['_framework.js', '_cards.js'],
    css: ['assets/mount-M1.css'],
  },
  '_framework.js': { file: 'assets/framework-F1.js', css: ['assets/framework-F1.css'] },
  'src/locales/fr.json': { file: 'assets/fr-L1.js' },
};

// Stands in for the web app's server build: draws what the server's in-process calls answered.
const RENDERER = `
let renders = 0;
export async function renderScreen(url, language, send) {
  renders += 1;
  if (url.includes('broken')) throw new Error('a component failed');
  const answer = (call) => send(call).then((r) => r.json(), (e) => e.name);
  const tree = await answer('/api/v1/categories/tree/' + language);
  const cart = await answer('/api/v1/cart?userId=someone&lang=' + language);
  const html = '<p>' + url + ' in ' + language + ': ' + tree[0].name + ', cart ' + cart + '</p><i>' + renders + '</i>';
  return { html, screen: { language, answers: [[['categories', language], tree], [['note'], '</script>']] } };
}
`;

let h: Harness;
let web: App;
let webDist: string;
beforeAll(async () => {
  h = await startHarness({ products: 2 });
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Atelier</title><link rel="stylesheet" crossorigin href="/assets/index-I1.css"></head><body><div id="root"></div></body></html>',
  );
  await fs.mkdir(path.join(webDist, '.vite'));
  await fs.writeFile(path.join(webDist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  await fs.writeFile(
    path.join(webDist, 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  const script = path.join(webDist, 'assets/index-AbC123.js');
  await fs.writeFile(script, SCRIPT);
  await fs.writeFile(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  await fs.writeFile(`${script}.gz`, zlib.gzipSync(SCRIPT));
  await fs.mkdir(`${webDist}-ssr`);
  await fs.writeFile(path.join(`${webDist}-ssr`, 'entry-server.js'), RENDERER);
  web = await buildApp({ config: h.config, db: h.db, webDist, logger: false });
});
afterAll(async () => {
  await web?.close();
  await h?.close();
  await fs.rm(webDist, { recursive: true, force: true });
  await fs.rm(`${webDist}-ssr`, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends hashed assets compressed as the browser accepts, cached for a year', async () => {
    const br = await web.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);

    const gzip = await web.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await web.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets unhashed files be cached an hour', async () => {
    const icon = await web.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    // No compressed copy: the file itself.
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body).toContain('<svg');
  });

  it("draws a product page's first screen and puts its code, styles and answers in its head", async () => {
    const page = await web.inject({ url: '/product/1', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toBe('accept-encoding');
    const html = zlib.gunzipSync(page.rawPayload).toString();
    // Every style the paint needs, each once, an importer's after those of what it imports.
    const styles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
    expect(styles.map((match) => match[1])).toEqual([
      '/assets/index-I1.css',
      '/assets/framework-F1.css',
      '/assets/mount-M1.css',
      '/assets/ProductPage-P1.css',
    ]);
    // The screen's own code only: the app and its libraries load after the drawn page's paint.
    const code = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    expect(code.map((match) => match[1])).toEqual(['/assets/ProductPage-P1.js']);

    const tree = (await web.inject({ url: '/api/v1/categories/tree/en' })).json();
    // A shopper's own answers (no-store) are never drawn into a page.
    expect(html).toContain(
      `<div id="root"><p>/product/1 in en: ${tree[0].name}, cart AbortError</p><i>`,
    );
    const block = /<script type="application\/json" id="first-screen">(.*?)<\/script>/.exec(html);
    expect(block![1]).not.toContain('</script>');
    expect(JSON.parse(block![1]!)).toEqual({
      language: 'en',
      answers: [
        [['categories', 'en'], tree],
        [['note'], '</script>'],
      ],
    });
  });

  it('draws the first screen in the language its address names', async () => {
    const page = await web.inject({ url: '/?x=1&lang=fr' });
    const tree = (await web.inject({ url: '/api/v1/categories/tree/fr' })).json();
    expect(page.body).toMatch(/<html lang="fr">/);
    // The app waits for French labels before taking the page over: they load at once.
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/fr-L1.js">');
    expect(page.body).toContain(`<p>/?x=1&lang=fr in fr: ${tree[0].name}, cart AbortError</p>`);
    const unknown = await web.inject({ url: '/', headers: { cookie: `${LANGUAGE_COOKIE}=xx` } });
    expect(unknown.body).toContain('<p>/ in en: ');
  });

  it('draws a page once, until the catalog or its stock changes', async () => {
    const renderOf = async (url: string, cookie = '') =>
      /<i>(\d+)<\/i>/.exec((await web.inject({ url, headers: { cookie } })).body)?.[1];
    const first = await renderOf('/product/2');
    expect(await renderOf('/product/2')).toBe(first);
    const french = await renderOf('/product/2?lang=fr');
    expect(french).not.toBe(first);
    expect(await renderOf('/product/2?lang=fr', `${LANGUAGE_COOKIE}=jp`)).toBe(french);
    // The plain address is the English page, whoever asks for it.
    expect(await renderOf('/product/2', `${LANGUAGE_COOKIE}=en`)).toBe(first);

    const sales = h.db.changes().current().sales;
    await h.db.query(`update variants set stock = stock + 1 where product_id = 2`);
    // On a PostgreSQL server the writer hears its own change at once and the listening connection
    // a moment later (platform/db.ts); the page is drawn anew for each, so wait for both.
    const heard = h.db.kind === 'pglite' ? 1n : 2n;
    await vi.waitFor(() => expect(h.db.changes().current().sales).toBe(sales + heard));
    const afterStock = await renderOf('/product/2');
    expect(afterStock).not.toBe(first);
    expect(await renderOf('/product/2')).toBe(afterStock);
    await h.db.query(`update product_texts set name = name || '!' where product_id = 2`);
    expect(await renderOf('/product/2')).not.toBe(afterStock);
  });

  it('serves the page for the browser to draw when the server cannot', async () => {
    const page = await web.inject({ url: '/product?broken=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('first-screen');
    expect(page.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/framework-F1.js">',
    );
  });

  it("leaves a shopper's own screens, and a missing product, to the browser", async () => {
    for (const url of ['/cart', '/profile', '/product/999999']) {
      const html = (await web.inject({ url })).body;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('first-screen');
      expect(html).not.toContain('ProductPage-P1');
      // The browser draws these: all their code is fetched at once, beside the entry.
      for (const file of ['mount-M1.js', 'framework-F1.js', 'cards-C1.js']) {
        expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
      }
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/mount-M1.css">');
    }
  });
});

describe('pages behind a CDN', () => {
  const PUBLIC = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;
  const cookie = (language: string) => ({ cookie: `${LANGUAGE_COOKIE}=${language}` });

  it('answers a page the same for everyone publicly, with its ETag, never varying by cookie', async () => {
    for (const url of ['/', '/product?category=1', '/product/1', '/faq', '/product/1?lang=jp']) {
      const page = await web.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toMatch(PUBLIC);
      expect(page.headers.vary).toBe('accept-encoding');
      // Gzipped, the same page in another form: a weak tag.
      expect(page.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
      // The cookie changes nothing at an address: a CDN may give the page to anyone.
      const english = await web.inject({ url, headers: cookie('en') });
      expect(english.headers.etag).toBe(String(page.headers.etag).slice(2));
      const again = await web.inject({ url, headers: { 'if-none-match': page.headers.etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it("keeps a shopper's own pages, and missing ones, out of every cache", async () => {
    const urls = [
      '/cart',
      '/cart/checkout/payment?order=ATL-AAAA-BBBB',
      '/login?redirect=%2Fcart',
      '/profile',
      '/wishlist',
      '/orders/ATL-AAAA-BBBB',
      '/success?order=ATL-AAAA-BBBB',
      '/newsletter/unsubscribe?token=abc',
      '/product/999999',
      '/no/such/page',
    ];
    for (const url of urls) {
      const page = await web.inject({ url, headers: cookie('en') });
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.vary).toBe('accept-encoding');
      expect(page.headers.etag).toBeUndefined();
    }
  });

  it("sends a shopper whose cookie names another language to the page's address in it", async () => {
    const sent = await web.inject({ url: '/product/1?color=red', headers: cookie('fr') });
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe('/product/1?color=red&lang=fr');
    // Only their cookie sent them: no cache may give that answer to anyone else.
    expect(sent.headers['cache-control']).toBe('private, no-store');
    const own = await web.inject({ url: '/cart?lang=xx', headers: cookie('jp') });
    expect(own.headers.location).toBe('/cart?lang=jp');
    // No page there: the missing page's answer, in the browser's language, with no detour.
    const missing = await web.inject({ url: '/favicon.ico', headers: cookie('jp') });
    expect(missing.statusCode).toBe(404);

    // An address naming a language is that language's page, whatever the cookie; the plain one
    // is English's.
    const named = await web.inject({ url: '/product/1?lang=jp', headers: cookie('fr') });
    expect(named.statusCode).toBe(200);
    expect(named.body).toMatch(/<html lang="ja">/);
    const plain = await web.inject({ url: '/product/1', headers: cookie('en') });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toMatch(/<html lang="en">/);

    // `/.//host` would read as another site's address: never sent there. (Asked over a socket:
    // inject and fetch tidy the path first.)
    const address = await web.listen({ port: 0, host: '127.0.0.1' });
    const odd = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(`${address}/`, { path: '/.//evil.example/x', headers: cookie('fr') }, resolve)
        .on('error', reject),
    );
    odd.resume();
    expect(odd.statusCode).toBe(404);
    expect(odd.headers.location).toBeUndefined();
  });
});
