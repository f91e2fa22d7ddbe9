import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ADMIN_APP_PATH } from '@atelier/contract';

/**
 * Serves the built back office (apps/admin/dist) under /admin: its hashed assets cached for a
 * year, and its one page for /admin and every deep link below it (the app routes in the browser),
 * never cached. Nothing of it is on a shopper's page. The security headers (CSP) are the app's.
 */
export const adminAppRoutes: FastifyPluginAsync<{ adminDist: string }> = async (
  app,
  { adminDist },
) => {
  const shell = await fs.readFile(path.join(adminDist, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: path.join(adminDist, 'assets'),
    prefix: `${ADMIN_APP_PATH}/assets/`,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
  });
  const page = (_request: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(shell);
  app.get(ADMIN_APP_PATH, { schema: { hide: true } }, page);
  app.get(`${ADMIN_APP_PATH}/*`, { schema: { hide: true } }, page);
};
