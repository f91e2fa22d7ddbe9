import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  PaymentIntent,
  PaymentIntentRequest,
  TestConfirmRequest,
  TestConfirmResult,
} from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import { rateLimiter } from '../../platform/rate-limit.ts';
import { orderViewer } from '../orders/access.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { confirmTestPayment, createPaymentIntent } from './service.ts';
import { webhookRoute } from './webhook.ts';

export const paymentRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  const tags = ['payments'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
  const limitPayments = rateLimiter(deps, 'payment');
  /** The order's shopper, or the holder of its link's key (a guest, limited by address). */
  const payer = async (request: FastifyRequest, key: string | undefined) => {
    const viewer = await orderViewer(request, key);
    if ('userId' in viewer) await limitPayments(viewer.userId);
    return viewer;
  };

  app.post(
    '/api/payment/create-payment-intent',
    { schema: { tags, body: PaymentIntentRequest, response: { 200: PaymentIntent, ...errors } } },
    async (request) =>
      createPaymentIntent(deps, await payer(request, request.body.key), request.body),
  );

  // The built-in test provider's card form exists only while Stripe is not configured.
  if (deps.payments.name === 'test') {
    app.post(
      '/api/payment/test/confirm',
      {
        schema: {
          tags,
          description:
            'Test mode only (no Stripe keys): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.',
          body: TestConfirmRequest,
          response: { 200: TestConfirmResult, ...errors },
        },
      },
      async (request) =>
        confirmTestPayment(deps, await payer(request, request.body.key), request.body),
    );
  }

  if (deps.payments.parseWebhook) await app.register(webhookRoute, deps);
};
