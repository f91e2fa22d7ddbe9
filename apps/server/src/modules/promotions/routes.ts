import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartDiscountQuery, CartDiscountRequest, CartSummary, ErrorBody } from '@atelier/contract';
import { rateLimiter } from '../../platform/rate-limit.ts';
import { optionalUser } from '../../platform/session.ts';
import { listLines } from '../cart/repo.ts';
import { cartOwner, cartSummary } from '../cart/service.ts';
import { sellingMarket } from '../markets/prices.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { applyCartCode, clearCartCode } from './cart.ts';

/** POST · DELETE /api/v1/cart/discount: a code on the caller's cart (API.md, ADMIN-API.md). */
export const cartDiscountRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  const { db, now } = deps;
  const limit = rateLimiter(deps, 'cartUpdate');
  const tags = ['cart'];
  const response = {
    200: CartSummary,
    400: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
    409: ErrorBody,
    429: ErrorBody,
  };
  app.post(
    '/api/v1/cart/discount',
    { schema: { tags, body: CartDiscountRequest, response } },
    async (request) => {
      const { userId, lang, code, market } = request.body;
      const owner = cartOwner(await optionalUser(request), userId);
      await limit('userId' in owner ? `user:${owner.userId}` : `guest:${owner.guestId}`);
      const at = now();
      const lines = await listLines(db, owner, lang, at);
      const selling = await sellingMarket(db, market);
      await applyCartCode(db, owner, code, { market: selling, lines }, at);
      return cartSummary(db, owner, lang, { now: at, market: selling });
    },
  );
  app.delete(
    '/api/v1/cart/discount',
    { schema: { tags, querystring: CartDiscountQuery, response } },
    async (request) => {
      const { userId, lang, market } = request.query;
      const owner = cartOwner(await optionalUser(request), userId);
      await clearCartCode(db, owner);
      return cartSummary(db, owner, lang, { now: now(), market: await sellingMarket(db, market) });
    },
  );
};
