import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { buildApp, type AppDeps } from '../../app.ts';
import { StripePaymentProvider } from '../../platform/payments/stripe-provider.ts';
import type { Harness } from '../../test/harness.ts';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
  last_payment_error: null | { message: string };
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
}

interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  default_payment_method: string;
  status: string;
  cancel_at_period_end: boolean;
  trial_end: number | null;
  items: { data: { price: { id: string; unit_amount: number } }[] };
  metadata: Record<string, string>;
}

/**
 * A local stand-in for the part of Stripe's API the provider calls (create, retrieve and cancel
 * PaymentIntents, refund them; customers, prices and subscriptions for plans that renew, with
 * idempotency keys), so tests drive the real SDK over HTTP.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, Intent>();
  const subscriptions = new Map<string, Subscription>();
  const prices = new Map<string, { id: string; unit_amount: number }>();
  const byKey = new Map<string, string>();
  const refunds = new Map<string, { id: string; amount: number; payment_intent: string }>();
  const calls: string[] = [];

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push(`${req.method} ${req.url}`);
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
        res.end(JSON.stringify(value));
      };
      const form = new URLSearchParams(body);
      const [, , , id, action] = (req.url ?? '').split('?')[0]!.split('/');
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const known = byKey.get(key);
        if (known) return send(200, intents.get(known));
        const intentId = `pi_${randomBytes(8).toString('hex')}`;
        const intent: Intent = {
          id: intentId,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency') ?? '',
          client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
          status: 'requires_payment_method',
          metadata: { orderCode: form.get('metadata[orderCode]') ?? '' },
          last_payment_error: null,
          customer: form.get('customer'),
          payment_method: null,
          setup_future_usage: form.get('setup_future_usage'),
        };
        intents.set(intentId, intent);
        byKey.set(key, intentId);
        return send(200, intent);
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const made = refund(form, req.headers);
        return send(made.status, made.body);
      }
      const billing = plans(req.method ?? '', req.url ?? '', form, req.headers);
      if (billing) return send(billing.status, billing.body);
      const intent = id ? intents.get(id) : undefined;
      if (!intent)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
      if (req.method === 'GET' && !action) return send(200, intent);
      if (req.method === 'POST' && action === 'cancel') {
        intent.status = 'canceled';
        return send(200, intent);
      }
      send(400, { error: { type: 'invalid_request_error', message: 'Unsupported' } });
    });
  });
  /** Stripe's rule: the refunds of an intent never pass what it received; a key refunds once. */
  function refund(form: URLSearchParams, headers: http.IncomingHttpHeaders) {
    const key = `refund:${String(headers['idempotency-key'] ?? '')}`;
    const known = refunds.get(byKey.get(key) ?? '');
    if (known) return { status: 200, body: { object: 'refund', status: 'succeeded', ...known } };
    const intent = intents.get(form.get('payment_intent') ?? '');
    const amount = Number(form.get('amount') ?? intent?.amount_received);
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intent?.id)
      .reduce((sum, r) => sum + r.amount, 0);
    if (!intent || intent.status !== 'succeeded' || refunded + amount > intent.amount_received) {
      const message = 'Refund amount is greater than unrefunded amount on charge';
      return { status: 400, body: { error: { type: 'invalid_request_error', message } } };
    }
    const made = { id: `re_${randomBytes(8).toString('hex')}`, amount, payment_intent: intent.id };
    refunds.set(made.id, made);
    byKey.set(key, made.id);
    return { status: 200, body: { object: 'refund', status: 'succeeded', ...made } };
  }

  /** Customers, prices and subscriptions: what a plan that renews needs; undefined for the rest. */
  function plans(
    method: string,
    url: string,
    form: URLSearchParams,
    headers: http.IncomingHttpHeaders,
  ): { status: number; body: unknown } | undefined {
    const [, , resource, id] = url.split('?')[0]!.split('/');
    const key = `${resource}:${String(headers['idempotency-key'] ?? '')}`;
    const known = byKey.get(key);
    if (method === 'POST' && resource === 'customers' && !id) {
      const customer = { id: known ?? `cus_${randomBytes(8).toString('hex')}`, object: 'customer' };
      byKey.set(key, customer.id);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && resource === 'prices' && !id) {
      const price = prices.get(known ?? '') ?? {
        id: `price_${randomBytes(8).toString('hex')}`,
        unit_amount: Number(form.get('unit_amount')),
      };
      prices.set(price.id, price);
      byKey.set(key, price.id);
      return { status: 200, body: { object: 'price', ...price } };
    }
    if (resource !== 'subscriptions') return undefined;
    if (method === 'POST' && !id) {
      if (known) return { status: 200, body: subscriptions.get(known) };
      const intent = [...intents.values()].find((i) => i.customer === form.get('customer'));
      const card = form.get('default_payment_method');
      // Stripe's rule: only a card kept for its customer can pay a subscription.
      if (!intent || !card || intent.payment_method !== card || !intent.setup_future_usage) {
        const message = 'The payment method is not attached to this customer';
        return { status: 400, body: { error: { type: 'invalid_request_error', message } } };
      }
      const subscription: Subscription = {
        id: `sub_${randomBytes(8).toString('hex')}`,
        object: 'subscription',
        customer: intent.customer!,
        default_payment_method: card,
        status: 'trialing',
        cancel_at_period_end: false,
        trial_end: Number(form.get('trial_end')),
        items: { data: [{ price: prices.get(form.get('items[0][price]') ?? '')! }] },
        metadata: { orderCode: form.get('metadata[orderCode]') ?? '' },
      };
      subscriptions.set(subscription.id, subscription);
      byKey.set(key, subscription.id);
      return { status: 200, body: subscription };
    }
    const subscription = subscriptions.get(id ?? '');
    if (!subscription) {
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: 'No such subscription' } },
      };
    }
    if (method === 'POST') {
      subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
    } else if (method === 'DELETE') {
      subscription.status = 'canceled';
    }
    return { status: 200, body: subscription };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    intents,
    refunds,
    calls,
    subscriptions,
    /** What Stripe does when the shopper's card is charged. */
    succeed(id: string) {
      const intent = intents.get(id)!;
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.payment_method = `pm_${randomBytes(8).toString('hex')}`;
      return intent;
    },
    /** The invoice Stripe sends (invoice.paid / payment_failed) when it charges a month. */
    invoice(subscriptionId: string, paid: boolean, periodEnd: Date) {
      const subscription = subscriptions.get(subscriptionId)!;
      const amount = subscription.items.data[0]!.price.unit_amount;
      return {
        id: `in_${randomBytes(8).toString('hex')}`,
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_due: amount,
        amount_paid: paid ? amount : 0,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId },
        },
        lines: { data: [{ period: { end: Math.floor(periodEnd.getTime() / 1000) } }] },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The keys of a shop whose card payments go to the stand-in. */
export const STAND_IN_KEYS = {
  secretKey: 'sk_test_standin',
  publishableKey: 'pk_test_standin',
  webhookSecret: 'whsec_standin',
};

const signer = new Stripe(STAND_IN_KEYS.secretKey);

/** A webhook request of Stripe's shape for `url`, signed with `secret` as Stripe signs one. */
export function signedWebhook(
  url: string,
  type: string,
  data: unknown,
  secret = STAND_IN_KEYS.webhookSecret,
) {
  const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data });
  return {
    method: 'POST' as const,
    url,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  };
}

/**
 * A shop over the harness's database whose card payments go to a stand-in of its own, and a
 * sender of signed events to its webhook.
 */
export async function startStripeShop(
  h: Harness,
  deps: Pick<AppDeps, 'clock' | 'rateLimits'> = {},
) {
  const stripe = await startStripeStandIn();
  const app = await buildApp({
    config: { ...h.config, stripe: STAND_IN_KEYS },
    db: h.db,
    logger: false,
    paymentProvider: new StripePaymentProvider(STAND_IN_KEYS, stripe.api),
    ...deps,
  });
  await app.ready();
  const webhook = (type: string, object: object, secret?: string) =>
    app.inject(signedWebhook('/api/payment/webhook', type, { object }, secret));
  const close = async () => {
    await app.close();
    await stripe.close();
  };
  return { app, stripe, webhook, close };
}
export type StripeShop = Awaited<ReturnType<typeof startStripeShop>>;
