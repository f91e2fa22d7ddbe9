import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BalanceIntent,
  ErrorBody,
  Order,
  OrderCodeParams,
  OrderKeyQuery,
  OrderLangQuery,
  SwapLineParams,
  SwapLineRequest,
  SwapOptions,
  TestConfirmRequest,
  TestConfirmResult,
} from '@atelier/contract';
import { rateLimiter } from '../../platform/rate-limit.ts';
import { orderViewer } from './access.ts';
import { balanceIntent, confirmBalanceTest } from './balance.ts';
import type { CommerceDeps } from './deps.ts';
import { swapLine, swapOptions } from './edit.ts';

/** The shopper's changes of an order before it ships (API.md "Returns"), and paying what they owe. */
export const orderEditRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  const tags = ['orders'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
  const limit = rateLimiter(deps, 'order');
  const viewer = async (request: FastifyRequest, key: string | undefined) => {
    const v = await orderViewer(request, key);
    // A link's holder was counted against their address as the request came (ADDRESS_LIMITS).
    if ('userId' in v) await limit(v.userId);
    return v;
  };
  const path = '/api/v1/orders/by-code/:orderCode/lines/:orderItemId/swap';

  app.get(
    path,
    {
      schema: {
        tags,
        description: "The line's product's other sizes and colours in stock, at the order's price.",
        params: SwapLineParams,
        querystring: OrderLangQuery,
        response: { 200: SwapOptions, ...errors },
      },
    },
    async (request) => {
      const { orderCode, orderItemId } = request.params;
      const { lang, key } = request.query;
      const v = await orderViewer(request, key);
      return swapOptions(deps, v, orderCode, orderItemId, lang);
    },
  );

  app.post(
    path,
    {
      schema: {
        tags,
        description:
          "Until the order ships (409 NOT_EDITABLE after): the line becomes another size or colour of the same product (SWAP_OTHER_PRODUCT otherwise), its unit taken from stock as the old one goes back (409 OUT_OF_STOCK when none is left). The order is re-priced; a paid order's difference is refunded, or owed (`balanceDue`, paid with POST …/balance) before it ships; a cash order's total is replaced.",
        params: SwapLineParams,
        querystring: OrderLangQuery,
        body: SwapLineRequest,
        response: { 200: Order, ...errors },
      },
    },
    async (request) => {
      const { orderCode, orderItemId } = request.params;
      const { lang, key } = request.query;
      const v = await viewer(request, key);
      return swapLine(deps, v, orderCode, { orderItemId, sku: request.body.sku }, lang);
    },
  );

  app.post(
    '/api/v1/orders/by-code/:orderCode/balance',
    {
      schema: {
        tags,
        description:
          "The card intent paying what a change made the order owe (the order's `balanceDue`); 409 NOT_PAYABLE when nothing is.",
        params: OrderCodeParams,
        querystring: OrderKeyQuery,
        response: { 200: BalanceIntent, ...errors },
      },
    },
    async (request) =>
      balanceIntent(deps, await viewer(request, request.query.key), request.params.orderCode),
  );

  app.post(
    '/api/v1/orders/by-code/:orderCode/balance/test-confirm',
    {
      schema: {
        tags,
        description:
          "The built-in test provider's card form for the difference (API.md's test cards).",
        params: OrderCodeParams,
        body: TestConfirmRequest,
        response: { 200: TestConfirmResult, ...errors },
      },
    },
    async (request) => {
      const v = await viewer(request, request.body.key);
      return confirmBalanceTest(deps, v, request.params.orderCode, request.body);
    },
  );
};
