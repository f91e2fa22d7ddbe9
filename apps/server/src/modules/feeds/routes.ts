import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Language, MarketQuery } from '@atelier/contract';
import type { AppDeps } from '../../app.ts';
import { notModified, PUBLIC_ANSWER } from '../../platform/cache.ts';
import { sellingMarket } from '../markets/prices.ts';
import { pricingAt } from '../products/pricing.ts';
import { googleFeed } from './google.ts';

const SHOP_NAME = 'Atelier';

/**
 * GET /feeds/google/{lang}.xml?market=eu: one feed a market, in its currency (the US's without
 * one; an unknown market is a 400). Streamed as it is read; cacheable like the catalog's answers: its
 * ETag is this process's catalog and sales generations (platform/changes.ts: they move on any change
 * a feed shows: texts, prices, pictures, stock), so a crawler's If-None-Match is answered with a
 * 304 without reading a product. The flash sale's prices are the feed's while it runs: the ETag
 * says which prices it carries.
 */
export const feedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, clock }) => {
  const now = clock ?? (() => new Date());
  app.get(
    '/feeds/google/:lang.xml',
    {
      schema: { hide: true, params: z.object({ lang: Language }), querystring: MarketQuery },
    },
    async (request, reply) => {
      const changes = db.changes();
      const { catalog, sales } = changes.current();
      const [pricing, market] = await Promise.all([
        pricingAt(db, now()),
        sellingMarket(db, request.query.market),
      ]);
      const prices = pricing.saleLive ? 'sale' : 'regular';
      const { lang } = request.params;
      const etag = `"feed-${lang}-${market.code}-${changes.instance}.${catalog}.${sales}-${prices}"`;
      reply
        .type('application/xml; charset=utf-8')
        .header('etag', etag)
        .header('cache-control', PUBLIC_ANSWER);
      if (notModified(request, etag)) return reply.code(304).send();
      return reply.send(
        Readable.from(googleFeed(db, lang, market, config.publicUrl, SHOP_NAME, pricing)),
      );
    },
  );
};
