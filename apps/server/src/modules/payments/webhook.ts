import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, WebhookAck } from '@atelier/contract';
import { AppError } from '../../platform/errors.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { settleIntent } from './service.ts';
import { settleBalanceEvent } from '../orders/balance.ts';
import { settleRenewal } from '../subscriptions/provider-renewals.ts';

/**
 * Stripe's signed events. The signature covers the exact bytes sent, so this plugin's scope
 * (this route only) keeps JSON bodies as raw buffers.
 */
export const webhookRoute: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payment/webhook',
    {
      schema: {
        tags: ['payments'],
        description:
          "The payment provider's signed events (Stripe: payment_intent.succeeded / payment_failed; a plan's invoice.paid / invoice.payment_failed and customer.subscription.deleted).",
        headers: z.object({ 'stripe-signature': z.string().min(1) }),
        response: { 200: WebhookAck, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body))
        throw new AppError('VALIDATION', 'Send the event as JSON');
      const event = deps.payments.parseWebhook!(request.body, request.headers['stripe-signature']);
      if (event && 'subscriptionId' in event) {
        await settleRenewal(deps, event);
      } else if (event) {
        const settled = await settleIntent(deps, event);
        // Not an order's payment: perhaps a difference a change made it owe (orders/balance.ts).
        if (settled === 'unknown') await settleBalanceEvent(deps, event);
        if (settled === 'paid-but-closed') {
          request.log.error(
            { intent: event.intentId },
            'payment taken for a closed order: refund it',
          );
        }
      }
      return { received: true as const };
    },
  );
};
