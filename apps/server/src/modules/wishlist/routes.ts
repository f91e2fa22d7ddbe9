import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  LangQuery,
  WishlistItem,
  WishlistParams,
  WishlistSave,
} from '@atelier/contract';
import { requireUser } from '../../platform/session.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { changeWishlist, wishlist } from './service.ts';

export const wishlistRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, { db, now }) => {
  const tags = ['wishlist'];
  const response = { 200: z.array(WishlistItem), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
  const schema = { tags, params: WishlistParams, querystring: LangQuery, response };
  app.get(
    '/api/v1/wishlist',
    { schema: { tags, querystring: LangQuery, response } },
    async (request) => wishlist(db, (await requireUser(request)).id, request.query.lang, now()),
  );
  app.put(
    '/api/v1/wishlist/:productId',
    { schema: { ...schema, body: WishlistSave.nullish() } },
    async (request) =>
      changeWishlist(db, (await requireUser(request)).id, request.params.productId, {
        save: true,
        sku: request.body?.sku,
        lang: request.query.lang,
        now: now(),
      }),
  );
  app.delete('/api/v1/wishlist/:productId', { schema }, async (request) =>
    changeWishlist(db, (await requireUser(request)).id, request.params.productId, {
      save: false,
      lang: request.query.lang,
      now: now(),
    }),
  );
};
