import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { catalogShell } from '../seo/catalog-head.ts';
import { productPage } from '../seo/product-page.ts';
import {
  CatalogCache,
  notModified,
  NO_STORE,
  headers as publicHeaders,
  takesGzip,
} from '../../platform/cache.ts';
import { versionReader } from '../../platform/catalog-version.ts';
import { pageLanguage } from '../../platform/language.ts';
import { pageMarket } from '../../platform/market.ts';
import { sellingMarket } from '../markets/prices.ts';
import { firstScreens } from './first-screen.ts';
import { isOwnPage, pageRedirect } from './page-address.ts';
import { publishAssets, sendOldAsset } from './old-assets.ts';
import { filesOf } from '../../platform/files.ts';

const gzip = promisify(zlib.gzip);

/** Paths of the web app's route table (SPEC §2); anything else gets the app with status 404. */
const APP_ROUTES = [
  /^\/$/,
  /^\/product(\/\d+)?\/?$/,
  /^\/cart(\/checkout(\/payment)?)?\/?$/,
  /^\/(login|wishlist|profile|success|failure)\/?$/,
  /^\/orders\/[A-Za-z0-9-]{1,40}\/?$/,
  /^\/(privacy|terms|faq|contact)\/?$/,
  // NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH
  /^\/newsletter\/(confirm|unsubscribe)\/?$/,
];

/** A product page gets its own head tags for search engines and link previews. */
const PRODUCT_PAGE = /^\/product\/(\d+)\/?$/;
/** The home and the listing: pages a search engine indexes in every language. */
const LISTING_PAGES = /^\/(product\/?)?$/;
const HTML = 'text/html; charset=utf-8';

/**
 * Serves the built web app: hashed assets cached for a year; a page the same for everyone at its
 * address publicly (a CDN may keep it), a shopper's own page by no cache.
 */
export const webRoutes: FastifyPluginAsync<AppDeps & { webDist: string }> = async (
  app,
  { webDist, db, config, clock },
) => {
  const shell = await fs.readFile(path.join(webDist, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    cacheControl: false,
    // The build writes .br and .gz copies of scripts and styles; a browser gets the one it takes.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      res.setHeader('vary', 'accept-encoding');
    },
  });

  const { withFirstScreen, undrawn } = await firstScreens(app, webDist);
  const files = filesOf(config);
  if (files.kind === 'bucket') await publishAssets(webDist, files);
  const now = clock ?? (() => new Date());
  const readVersions = versionReader(db, now);
  // A page depends on the catalog, its sales (stock on product pages) and the language only: it is
  // kept like the catalog's answers, so a page costs one render per change, not one per visit.
  const keptPages = new CatalogCache(1000, 32 * 1024 * 1024);

  /** The page at `pathname`: a product's with its head tags, the app's, or the app's with 404. */
  async function pageAt(request: FastifyRequest, pathname: string) {
    const productId = PRODUCT_PAGE.exec(pathname)?.[1];
    const lang = pageLanguage(request);
    // A page in a market that sells nowhere would ask the catalog for prices it refuses.
    const market = await sellingMarket(db, pageMarket(request, lang)).catch(() => undefined);
    const { status, html } = !market
      ? { status: 404, html: shell }
      : productId
        ? await productPage(
            db,
            { shell, publicUrl: config.publicUrl, now: now() },
            Number(productId),
            lang,
            market,
          )
        : { status: APP_ROUTES.some((route) => route.test(pathname)) ? 200 : 404, html: shell };
    if (status !== 200) return { status, html: undrawn(html) };
    // The home and the listings, like product pages, carry their own head in their language.
    const page = LISTING_PAGES.test(pathname)
      ? await catalogShell(db, html, {
          publicUrl: config.publicUrl,
          url: request.url,
          lang,
          market: market!,
        })
      : html;
    return { status, html: await withFirstScreen(request, pathname, page) };
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) return reply.callNotFound();
    // Not one of this build's assets (those are served above).
    if (pathname.startsWith('/assets/')) return sendOldAsset(reply, pathname, files);
    const isAppPage = APP_ROUTES.some((route) => route.test(pathname));
    const redirect = isAppPage ? pageRedirect(request) : undefined;
    // Only a cookie sends it there: no cache may keep that answer for everyone.
    if (redirect) return reply.header('cache-control', NO_STORE).redirect(redirect, 302);
    const key = `${pageLanguage(request)} ${request.url}`;
    const { catalog, sales } = await readVersions();
    const version = catalog + sales;
    let status = 200;
    let page: { body: string; etag?: string; gzipped?: Buffer } | undefined = keptPages.get(
      key,
      version,
    );
    if (!page) {
      const fresh = await pageAt(request, pathname);
      status = fresh.status;
      page = status === 200 ? keptPages.set(key, version, fresh.html) : { body: fresh.html };
    }
    const gzipped = takesGzip(request);
    if (status === 200 && page.etag && !isOwnPage(pathname)) {
      // The gzipped bytes are the same page in another form: a weak ETag, compared weakly.
      publicHeaders(reply, gzipped ? `W/${page.etag}` : page.etag);
      if (notModified(request, page.etag)) return reply.code(304).send();
    } else reply.header('cache-control', NO_STORE).header('vary', 'accept-encoding');
    reply.code(status).type(HTML);
    if (!gzipped) return reply.send(page.body);
    return reply.header('content-encoding', 'gzip').send(page.gzipped ?? (await gzip(page.body)));
  });
};
