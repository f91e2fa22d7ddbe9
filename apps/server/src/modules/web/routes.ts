import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { productPage } from '../seo/product-page.ts';
import { firstScreens } from './first-screen.ts';

const gzip = promisify(zlib.gzip);

/** Paths of the web app's route table (SPEC §2); anything else gets the app with status 404. */
const APP_ROUTES = [
  /^\/$/,
  /^\/product(\/\d+)?\/?$/,
  /^\/cart(\/checkout(\/payment)?)?\/?$/,
  /^\/(login|wishlist|profile|success|failure)\/?$/,
  /^\/(privacy|terms|faq|contact)\/?$/,
];

/** A product page gets its own head tags for search engines and link previews. */
const PRODUCT_PAGE = /^\/product\/(\d+)\/?$/;
const HTML = 'text/html; charset=utf-8';

/** Serves the built web app: hashed assets cached for a year, the HTML shell never cached. */
export const webRoutes: FastifyPluginAsync<AppDeps & { webDist: string }> = async (
  app,
  { webDist, db, config },
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

  const withFirstScreen = await firstScreens(app, webDist);

  /** The page, with its first screen drawn in, never cached, gzipped when the browser takes it. */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    status: number,
    html: string,
  ) {
    const page = status === 200 ? await withFirstScreen(request, pathname, html) : html;
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      // The first screen is drawn in the language the shopper's cookie names.
      .header('vary', 'accept-encoding, cookie')
      .type(HTML);
    if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(page);
    return reply.header('content-encoding', 'gzip').send(await gzip(page));
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) return reply.callNotFound();
    const productId = PRODUCT_PAGE.exec(pathname)?.[1];
    if (productId) {
      const query = request.query as { lang?: unknown };
      const { status, html } = await productPage(
        db,
        { shell, publicUrl: config.publicUrl },
        Number(productId),
        query.lang,
      );
      return sendPage(request, reply, pathname, status, html);
    }
    const known = APP_ROUTES.some((route) => route.test(pathname));
    return sendPage(request, reply, pathname, known ? 200 : 404, shell);
  });
};
