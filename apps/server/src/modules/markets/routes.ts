import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicMarket } from '@atelier/contract';
import type { AppDeps } from '../../app.ts';
import { listMarkets } from './repo.ts';

/**
 * The markets a shopper may pick: the same for everyone, so kept under the catalog's version
 * (markets and market_countries bump it) and revalidated by ETag.
 */
export const marketRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/v1/markets',
    {
      config: { catalogCache: true },
      schema: { tags: ['shop'], response: { 200: z.array(PublicMarket) } },
    },
    async () => (await listMarkets(db)).filter((m) => m.active),
  );
};
