import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, LangQuery, ProductCard, WishlistParams } from '@atelier/contract';
import { requireUser } from '../../platform/session.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { changeWishlist, wishlist } from './service.ts';

export const wishlistRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, { db, now }) => {
  const tags = ['wishlist'];
  const response = { 200: z.array(ProductCard), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
  app.get(
    '/api/v1/wishlist',
    { schema: { tags, querystring: LangQuery, response } },
    async (request) => wishlist(db, (await requireUser(request)).id, request.query.lang),
  );
  for (const [method, save] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/v1/wishlist/:productId',
      schema: { tags, params: WishlistParams, querystring: LangQuery, response },
      handler: async (request) => {
        const user = await requireUser(request);
        return changeWishlist(db, user.id, request.params.productId, {
          save,
          lang: request.query.lang,
          now: now(),
        });
      },
    });
  }
};
