import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
}

/**
 * A local stand-in for the part of Stripe's API the provider calls (create, retrieve and cancel
 * PaymentIntents, refund them, with idempotency keys), so tests drive the real SDK over HTTP.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, Intent>();
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
        };
        intents.set(intentId, intent);
        byKey.set(key, intentId);
        return send(200, intent);
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const made = refund(form, req.headers);
        return send(made.status, made.body);
      }
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

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    intents,
    refunds,
    calls,
    /** What Stripe does when the shopper's card is charged. */
    succeed(id: string) {
      const intent = intents.get(id)!;
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
