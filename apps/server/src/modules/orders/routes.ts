import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateOrderRequest,
  ErrorBody,
  Order,
  OrderCodeParams,
  OrderLangQuery,
  OrdersParams,
  SubscriptionCheckoutRequest,
} from '@atelier/contract';
import { rateLimiter } from '../../platform/rate-limit.ts';
import { requireUser } from '../../platform/session.ts';
import type { CommerceDeps } from './deps.ts';
import { cancelOrder } from './cancel.ts';
import { myOrders, placeOrder, trackOrder } from './service.ts';
import { checkoutPlan } from './subscription.ts';

export const orderRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  const tags = ['orders'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const limitOrders = rateLimiter(deps, 'order');
  const orderer = async (request: FastifyRequest) => {
    const user = await requireUser(request);
    await limitOrders(user.id);
    return user;
  };

  app.post(
    '/api/v1/orders',
    {
      schema: {
        tags,
        body: CreateOrderRequest,
        response: { 201: Order, ...errors, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const order = await placeOrder(deps, await orderer(request), request.body);
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/api/v1/orders/:email/:language',
    { schema: { tags, params: OrdersParams, response: { 200: z.array(Order), ...errors } } },
    async (request) => {
      const { email, language } = request.params;
      return myOrders(deps.db, await requireUser(request), email, language);
    },
  );

  app.get(
    '/api/v1/orders/by-code/:orderCode',
    {
      schema: {
        tags,
        description:
          "One of your orders. An unpaid card order's payment is first checked with the provider.",
        params: OrderCodeParams,
        querystring: OrderLangQuery,
        response: { 200: Order, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { orderCode } = request.params;
      return trackOrder(deps, user, orderCode, request.query.lang, (problem, error) =>
        request.log[error ? 'warn' : 'error']({ err: error, orderCode }, problem),
      );
    },
  );

  app.post(
    '/api/v1/orders/by-code/:orderCode/cancel',
    {
      schema: {
        tags,
        description:
          'Cancels one of your orders until it ships. Awaiting card payment: its stock goes back, its lines stay in the cart. Placed or paid: its stock goes back and what was paid is refunded. Repeating it answers the cancelled order; a shipped or delivered one is a 409 (NOT_CANCELLABLE), and a paid plan order too (PLAN_NOT_CANCELLABLE): a plan is cancelled at the end of its period (POST /api/subscriptions/cancel).',
        params: OrderCodeParams,
        querystring: OrderLangQuery,
        response: { 200: Order, ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      const { orderCode } = request.params;
      return cancelOrder(deps, await orderer(request), orderCode, request.query.lang, (p, error) =>
        request.log.warn({ err: error, orderCode }, p),
      );
    },
  );

  app.post(
    '/api/subscriptions/checkout',
    {
      schema: {
        tags: ['orders', 'accounts'],
        description:
          'Buys a paid plan: a PENDING_PAYMENT order of one line and no delivery address, paid like any card order; once paid the plan starts and renews monthly (GET /api/subscriptions/current). It replaces your plan order still awaiting payment (closed, its intent withdrawn). Its mails are in `lang`.',
        body: SubscriptionCheckoutRequest,
        response: { 201: Order, ...errors, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { planId, lang } = request.body;
      const order = await checkoutPlan(deps, await orderer(request), planId, lang);
      return reply.code(201).send(order);
    },
  );
};
