import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeliveryAnswer, ErrorBody, MarketQuery, PublicMarket } from '@atelier/contract';
import type { AppDeps } from '../../app.ts';
import { deliveryOut, guessedDestination } from './checkout.ts';
import { sellingMarket } from './prices.ts';
import { listMarkets } from './repo.ts';
import { promisedOption } from './shipping.ts';
import { keptShippingZones } from './shipping-repo.ts';

/**
 * The markets a shopper may pick, and what delivery costs in each: the same for everyone, so kept
 * under the catalog's version (markets, market_countries and the shipping tables bump it) and
 * revalidated by ETag.
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
  // The product page's delivery note, drawn into the market's cached pages: the shipping tables
  // bump the catalog's version as the markets do (055_shipping.sql).
  app.get(
    '/api/v1/delivery',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['shop'],
        querystring: MarketQuery,
        response: { 200: DeliveryAnswer, 400: ErrorBody },
      },
    },
    async (request) => {
      const market = await sellingMarket(db, request.query.market);
      const { currency } = market;
      const option = promisedOption(await keptShippingZones(db), guessedDestination(market), {
        currency,
        grams: 0,
        itemsMinor: 0,
      });
      return {
        currency,
        market: market.code,
        delivery: option ? deliveryOut(option, currency) : null,
      };
    },
  );
};
