import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateReturnRequest,
  ErrorBody,
  OrderCodeParams,
  OrderLangQuery,
  Return,
  Returnable,
  ReturnCodeParams,
  ReturnEstimate,
} from '@atelier/contract';
import { rateLimiter } from '../../platform/rate-limit.ts';
import { requireUser } from '../../platform/session.ts';
import { orderViewer } from '../orders/access.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { estimateReturn } from './estimate.ts';
import {
  cancelReturn,
  myReturns,
  orderReturns,
  requestReturn,
  returnableOf,
  viewReturn,
} from './service.ts';

/** The shopper's returns (API.md "Returns"): signed in, or a guest through the order's link key. */
export const returnRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  const tags = ['returns'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const limit = rateLimiter(deps, 'returns');
  const LangQuery = OrderLangQuery.pick({ lang: true });

  app.get(
    '/api/v1/orders/by-code/:orderCode/returnable',
    {
      schema: {
        tags,
        description:
          'Each line of the order with the units that may still be returned, or why not (NOT_DELIVERED, FINAL_SALE, WINDOW_CLOSED, RETURNED), the other sizes and colours an exchange may ask for, and the last day of the return window.',
        params: OrderCodeParams,
        querystring: OrderLangQuery,
        response: { 200: Returnable, ...errors },
      },
    },
    async (request) => {
      const { lang, key } = request.query;
      const viewer = await orderViewer(request, key);
      return returnableOf(deps, viewer, request.params.orderCode, lang);
    },
  );

  app.post(
    '/api/v1/returns',
    {
      schema: {
        tags,
        description:
          "Asks to return lines of a delivered order, each for a refund or an exchange. Every line is checked on the server: a refused one is named in `fields` (409 NOT_RETURNABLE). An exchange's new variant is reserved at once; sold out, it is a 409 (EXCHANGE_SOLD_OUT) naming what is left. The shopper and the fulfilment staff are mailed.",
        body: CreateReturnRequest,
        querystring: OrderLangQuery,
        response: { 201: Return, ...errors, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { lang, key } = request.query;
      const viewer = await orderViewer(request, key);
      // A link's holder was counted against their address as the request came (ADDRESS_LIMITS).
      if ('userId' in viewer) await limit(viewer.userId);
      return reply.code(201).send(await requestReturn(deps, viewer, request.body, lang));
    },
  );

  app.post(
    '/api/v1/returns/estimate',
    {
      schema: {
        tags,
        description:
          'What the lines asked back for a refund would give (tax and discount included), for the review before the return is asked for; nothing is written.',
        body: CreateReturnRequest,
        querystring: OrderLangQuery,
        response: { 200: ReturnEstimate, ...errors },
      },
    },
    async (request) => {
      const { lang, key } = request.query;
      const viewer = await orderViewer(request, key);
      return estimateReturn(deps.db, viewer, request.body, lang, deps.now());
    },
  );

  app.get(
    '/api/v1/returns',
    {
      schema: {
        tags,
        description: 'Your returns, newest first.',
        querystring: LangQuery,
        response: { 200: z.array(Return), ...errors },
      },
    },
    async (request) => myReturns(deps.db, (await requireUser(request)).id, request.query.lang),
  );

  app.get(
    '/api/v1/orders/by-code/:orderCode/returns',
    {
      schema: {
        tags,
        description: "The order's returns, newest first: its page shows them, a guest's too.",
        params: OrderCodeParams,
        querystring: OrderLangQuery,
        response: { 200: z.array(Return), ...errors },
      },
    },
    async (request) => {
      const { lang, key } = request.query;
      const viewer = await orderViewer(request, key);
      return orderReturns(deps.db, viewer, request.params.orderCode, lang);
    },
  );

  app.get(
    '/api/v1/returns/:code',
    {
      schema: {
        tags,
        params: ReturnCodeParams,
        querystring: OrderLangQuery,
        response: { 200: Return, ...errors },
      },
    },
    async (request) => {
      const { lang, key } = request.query;
      return viewReturn(deps.db, await orderViewer(request, key), request.params.code, lang);
    },
  );

  app.post(
    '/api/v1/returns/:code/cancel',
    {
      schema: {
        tags,
        description:
          "Until it is received (409 RETURN_CLOSED after); an exchange's reserved units go back into stock. Repeating it answers the cancelled return.",
        params: ReturnCodeParams,
        querystring: OrderLangQuery,
        response: { 200: Return, ...errors },
      },
    },
    async (request) => {
      const { lang, key } = request.query;
      return cancelReturn(deps, await orderViewer(request, key), request.params.code, lang);
    },
  );
};
