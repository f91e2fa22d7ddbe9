import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { notFound } from '../../platform/errors.ts';
import { sitemapIndex, sitemapPages, sitemapUrls } from './sitemap.ts';

/** Pages a search engine has no business in: they are the shopper's own. */
const PRIVATE_PATHS = ['/cart', '/profile', '/login', '/wishlist', '/success', '/failure'];
const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

export const seoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(`${lines.join('\n')}\n`);
  });

  // One sitemap while the catalog fits in one file, else an index of numbered sitemaps.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const pages = await sitemapPages(db);
    reply.type(XML).header('cache-control', CACHE);
    if (pages > 1) return reply.send(sitemapIndex(config.publicUrl, pages));
    return reply.send(Readable.from(sitemapUrls(db, config.publicUrl, 1)));
  });

  app.get(
    '/sitemap-:page.xml',
    {
      schema: {
        hide: true,
        params: z.object({ page: z.coerce.number().int().min(1).max(10_000) }),
      },
    },
    async (request, reply) => {
      if (request.params.page > (await sitemapPages(db))) throw notFound('Sitemap');
      return reply
        .type(XML)
        .header('cache-control', CACHE)
        .send(Readable.from(sitemapUrls(db, config.publicUrl, request.params.page)));
    },
  );
};
