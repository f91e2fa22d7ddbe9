import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartQuery,
  CartQuote,
  CartQuoteRequest,
  CartSummary,
  CartUpdateRequest,
  ErrorBody,
} from '@atelier/contract';
import { rateLimiter } from '../../platform/rate-limit.ts';
import { optionalUser } from '../../platform/session.ts';
import { sellingMarket } from '../markets/prices.ts';
import type { CommerceDeps } from '../orders/deps.ts';
// Registers the guest-cart merge into sign-in, once per process.
import './merge.ts';
import { cartOwner, cartSummary, quoteCart, updateCart } from './service.ts';

export const cartRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  const { db, now } = deps;
  const limitUpdate = rateLimiter(deps, 'cartUpdate');
  const tags = ['cart'];
  const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  app.get(
    '/api/v1/cart',
    { schema: { tags, querystring: CartQuery, response: { 200: CartSummary, ...errors } } },
    async (request) => {
      const owner = cartOwner(await optionalUser(request), request.query.userId);
      const { lang, useCredit, market } = request.query;
      const ctx = { now: now(), market: await sellingMarket(db, market), useCredit };
      return cartSummary(db, owner, lang, ctx);
    },
  );
  app.post(
    '/api/v1/cart/quote',
    { schema: { tags, body: CartQuoteRequest, response: { 200: CartQuote, ...errors } } },
    async (request) => {
      const user = await optionalUser(request);
      const owner = cartOwner(user, request.body.userId);
      return quoteCart(db, user, owner, request.body, now());
    },
  );
  app.post(
    '/api/v1/cart/update',
    {
      schema: {
        tags,
        body: CartUpdateRequest,
        response: { 200: CartSummary, ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      const owner = cartOwner(await optionalUser(request), request.body.userId);
      await limitUpdate('userId' in owner ? `user:${owner.userId}` : `guest:${owner.guestId}`);
      const market = await sellingMarket(db, request.body.market);
      return updateCart(db, owner, request.body, { now: now(), market });
    },
  );
};
