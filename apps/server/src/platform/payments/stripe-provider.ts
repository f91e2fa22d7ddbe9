import Stripe from 'stripe';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import type {
  CreatedIntent,
  IntentRequest,
  IntentStatus,
  PaymentEvent,
  PaymentProvider,
  RenewalEvent,
  RenewalRequest,
} from './provider.ts';
import { createRenewals, renewalEvent } from './stripe-renewals.ts';

export type StripeKeys = NonNullable<Config['stripe']>;

/** Where the SDK sends its requests; only tests change it (a local stand-in for Stripe's API). */
export interface StripeApi {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/**
 * Stripe PaymentIntents paid in the browser with Stripe.js; webhooks and reconcile settle them.
 * A plan renews through a Stripe subscription (stripe-renewals.ts).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(
    private readonly keys: StripeKeys,
    api?: StripeApi,
  ) {
    this.publishableKey = keys.publishableKey;
    this.stripe = new Stripe(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...api });
  }

  async createIntent(request: IntentRequest): Promise<CreatedIntent> {
    // A plan's card is kept for its customer, so its subscription can charge it every month.
    const customer = request.keepCardFor
      ? await this.stripe.customers.create(
          { email: request.keepCardFor.email, metadata: { orderCode: request.orderCode } },
          { idempotencyKey: `customer-${request.orderCode}` },
        )
      : undefined;
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: request.currency,
        automatic_payment_methods: { enabled: true },
        metadata: { orderCode: request.orderCode },
        ...(customer ? { customer: customer.id, setup_future_usage: 'off_session' as const } : {}),
      },
      // One intent per order, however often or concurrently the browser asks.
      { idempotencyKey: `order-${request.orderCode}` },
    );
    if (!intent.client_secret) throw new Error(`Stripe intent ${intent.id} came without a secret`);
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieve(intentId: string): Promise<IntentStatus> {
    const intent = await this.stripe.paymentIntents.retrieve(intentId);
    if (intent.status === 'succeeded') return 'succeeded';
    if (intent.status === 'canceled') return 'canceled';
    // A declined attempt puts the intent back to requires_payment_method with the error kept.
    if (intent.status === 'requires_payment_method' && intent.last_payment_error) return 'failed';
    return 'pending';
  }

  async cancel(intentId: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(intentId);
  }

  async refund(intentId: string, amountCents: number, key: string): Promise<string> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: intentId, amount: amountCents },
      { idempotencyKey: key },
    );
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new AppError('PAYMENT', `Stripe refused the refund (${refund.status})`);
    }
    return refund.id;
  }

  startRenewals(request: RenewalRequest): Promise<string> {
    return createRenewals(this.stripe, request);
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
  }

  async endRenewals(subscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.cancel(subscriptionId);
  }

  parseWebhook(rawBody: Buffer, signature: string): PaymentEvent | RenewalEvent | null {
    if (!this.keys.webhookSecret) throw new AppError('NOT_FOUND', 'Webhooks are not configured');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.keys.webhookSecret);
    } catch {
      throw new AppError('VALIDATION', 'Invalid webhook signature');
    }
    const renewal = renewalEvent(event);
    if (renewal) return renewal;
    const outcome =
      event.type === 'payment_intent.succeeded'
        ? 'succeeded'
        : event.type === 'payment_intent.payment_failed'
          ? 'failed'
          : undefined;
    // Signed, so Stripe's: yet one naming no intent can only be ignored, not crash the route.
    const data = event.data as { object?: Partial<Stripe.PaymentIntent> | null } | null;
    const intent = data?.object;
    if (!outcome || typeof intent?.id !== 'string') return null;
    return {
      intentId: intent.id,
      outcome,
      amountCents: Number(outcome === 'succeeded' ? intent.amount_received : intent.amount),
    };
  }
}
