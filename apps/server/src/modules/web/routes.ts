import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app.ts';

/** Paths of the web app's route table (SPEC §2); anything else gets the app with status 404. */
const APP_ROUTES = [
  /^\/$/,
  /^\/product(\/\d+)?\/?$/,
  /^\/cart(\/checkout(\/payment)?)?\/?$/,
  /^\/(login|wishlist|profile|success|failure)\/?$/,
  /^\/(privacy|terms|faq|contact)\/?$/,
];

/** Serves the built web app: hashed assets cached for a year, the HTML shell never cached. */
export const webRoutes: FastifyPluginAsync<AppDeps & { webDist: string }> = async (
  app,
  { webDist },
) => {
  const shell = await fs.readFile(path.join(webDist, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) return reply.callNotFound();
    const known = APP_ROUTES.some((route) => route.test(pathname));
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shell);
  });
};
