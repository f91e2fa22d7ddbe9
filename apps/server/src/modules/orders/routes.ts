import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClaimOrdersResult,
  CreateOrderRequest,
  ErrorBody,
  Message,
  Order,
  OrderCodeParams,
  OrderLangQuery,
  OrdersParams,
  ProfileOtpRequest,
  ProfileVerifyOtpRequest,
  SubscriptionCheckoutRequest,
  UnclaimedOrders,
} from '@atelier/contract';
import { sendOtpTo } from '../auth/service.ts';
import { claimGuestOrders, unclaimedOrders } from './claim.ts';
import { rateLimiter } from '../../platform/rate-limit.ts';
import { AppError } from '../../platform/errors.ts';
import { optionalUser, requireUser } from '../../platform/session.ts';
import { orderViewer } from './access.ts';
import type { CommerceDeps } from './deps.ts';
import { cancelOrder } from './cancel.ts';
import { myOrders, placeOrder, trackOrder, type Orderer } from './service.ts';
import { checkoutPlan } from './subscription.ts';

export const orderRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  const tags = ['orders'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const limitOrders = rateLimiter(deps, 'order');
  const limitOtp = rateLimiter(deps, 'otpVerify');
  const orderer = async (request: FastifyRequest) => {
    const user = await requireUser(request);
    await limitOrders(user.id);
    return user;
  };
  /** The signed-in shopper, else a guest by their cart's key and email (both then required). */
  const newOrderer = async (
    request: FastifyRequest,
    body: { guestId?: string; email?: string },
  ): Promise<Orderer> => {
    const user = await optionalUser(request);
    if (user) {
      await limitOrders(user.id);
      return { user };
    }
    const missing = Object.fromEntries(
      (['guestId', 'email'] as const)
        .filter((field) => !body[field])
        .map((field) => [field, field === 'email' ? 'Email is required' : 'Required']),
    );
    if (Object.keys(missing).length) {
      throw new AppError('VALIDATION', 'Sign in, or give your email to order as a guest', missing);
    }
    // A guest's orders were counted against their address as the request came (ADDRESS_LIMITS).
    return { guest: { id: body.guestId!, email: body.email! } };
  };

  app.post(
    '/api/v1/orders',
    {
      schema: {
        tags,
        description:
          "Turns the cart into an order. Signed in: the account's cart. Signed out: a guest's, by `guestId`, with `email` and `address`; the answer's `link` (also mailed) opens the order without an account.",
        body: CreateOrderRequest,
        response: { 201: Order, ...errors, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const order = await placeOrder(deps, await newOrderer(request, request.body), request.body);
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/api/v1/orders/unclaimed',
    {
      schema: {
        tags,
        description:
          "How many orders were placed as a guest with your account's email: POST /orders/claim/code mails a code that proves the email is yours, POST /orders/claim with it takes them along.",
        response: { 200: UnclaimedOrders, ...errors },
      },
    },
    async (request) => ({ count: await unclaimedOrders(deps.db, await requireUser(request)) }),
  );

  app.post(
    '/api/v1/orders/claim/code',
    {
      schema: {
        tags,
        description: "Mails a code to your account's email (at most one a minute).",
        body: ProfileOtpRequest,
        response: { 200: Message, ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await sendOtpTo(deps, user.email, request.body?.lang);
      return { message: 'OTP sent to your email' };
    },
  );

  app.post(
    '/api/v1/orders/claim',
    {
      schema: {
        tags,
        description:
          'With the mailed code, the orders placed as a guest with your email join your account.',
        body: ProfileVerifyOtpRequest,
        response: { 200: ClaimOrdersResult, ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await limitOtp(user.email);
      return { claimed: await claimGuestOrders(deps, user, request.body.otp) };
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
      const { orderCode } = request.params;
      const { lang, key } = request.query;
      return trackOrder(deps, await orderViewer(request, key), orderCode, lang, (problem, error) =>
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
      const { lang, key } = request.query;
      const viewer = await orderViewer(request, key);
      if ('userId' in viewer) await limitOrders(viewer.userId);
      return cancelOrder(deps, viewer, orderCode, lang, (p, error) =>
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
      const { planId, lang, market } = request.body;
      const order = await checkoutPlan(deps, await orderer(request), planId, lang, market);
      return reply.code(201).send(order);
    },
  );
};
