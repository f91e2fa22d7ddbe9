import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  LangQuery,
  MarketQuery,
  WishlistItem,
  WishlistParams,
  WishlistSave,
} from '@atelier/contract';
import { requireUser } from '../../platform/session.ts';
import { sellingMarket } from '../markets/prices.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { changeWishlist, wishlist } from './service.ts';

export const wishlistRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, { db, now }) => {
  const tags = ['wishlist'];
  const response = { 200: z.array(WishlistItem), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
  // Saved products are priced like the catalog, in the market the shop names.
  const querystring = LangQuery.extend(MarketQuery.shape);
  const schema = { tags, params: WishlistParams, querystring, response };
  app.get('/api/v1/wishlist', { schema: { tags, querystring, response } }, async (request) => {
    const user = await requireUser(request);
    const market = await sellingMarket(db, request.query.market);
    return wishlist(db, user.id, request.query.lang, market, now());
  });
  app.put(
    '/api/v1/wishlist/:productId',
    { schema: { ...schema, body: WishlistSave.nullish() } },
    async (request) =>
      changeWishlist(db, (await requireUser(request)).id, request.params.productId, {
        save: true,
        sku: request.body?.sku,
        lang: request.query.lang,
        market: await sellingMarket(db, request.query.market),
        now: now(),
      }),
  );
  app.delete('/api/v1/wishlist/:productId', { schema }, async (request) =>
    changeWishlist(db, (await requireUser(request)).id, request.params.productId, {
      save: false,
      lang: request.query.lang,
      market: await sellingMarket(db, request.query.market),
      now: now(),
    }),
  );
};
