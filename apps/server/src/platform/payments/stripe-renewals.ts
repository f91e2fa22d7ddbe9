import type Stripe from 'stripe';
import type { RenewalEvent, RenewalRequest } from './provider.ts';

/**
 * Stripe's part of a plan that renews: a subscription on the card of its first payment (kept for
 * its customer with setup_future_usage), its first charge at the end of the month already paid.
 * Idempotency keys make a second call for the same order answer the same subscription.
 */
export async function createRenewals(stripe: Stripe, r: RenewalRequest): Promise<string> {
  const intent = await stripe.paymentIntents.retrieve(r.intentId);
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const card =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (!customer || !card) throw new Error(`Stripe intent ${r.intentId} kept no card to renew on`);
  const price = await stripe.prices.create(
    {
      currency: r.currency.toLowerCase(),
      unit_amount: r.amountCents,
      recurring: { interval: 'month' },
      product_data: { name: `Atelier ${r.planName}` },
    },
    { idempotencyKey: `plan-price-${r.orderCode}` },
  );
  const subscription = await stripe.subscriptions.create(
    {
      customer,
      default_payment_method: card,
      items: [{ price: price.id }],
      trial_end: Math.floor(r.firstRenewal.getTime() / 1000),
      metadata: { orderCode: r.orderCode },
    },
    { idempotencyKey: `plan-${r.orderCode}` },
  );
  return subscription.id;
}

/** The subscription an invoice bills (API versions from 2025 name it under `parent`). */
function invoiceSubscription(invoice: Partial<Stripe.Invoice> & { subscription?: unknown }) {
  const ref = invoice.parent?.subscription_details?.subscription ?? invoice.subscription;
  return typeof ref === 'string' ? ref : (ref as { id?: string } | null | undefined)?.id;
}

/** A signed event about a plan's renewals, or undefined when it is about something else. */
export function renewalEvent(event: Stripe.Event): RenewalEvent | undefined {
  const object = (event.data as unknown as { object?: Record<string, unknown> | null } | null)
    ?.object;
  if (!object) return undefined;
  if (event.type === 'customer.subscription.deleted') {
    return typeof object.id === 'string'
      ? { subscriptionId: object.id, outcome: 'ended' }
      : undefined;
  }
  if (event.type !== 'invoice.paid' && event.type !== 'invoice.payment_failed') return undefined;
  const invoice = object as Partial<Stripe.Invoice>;
  const subscriptionId = invoiceSubscription(invoice);
  // A plan's own month-to-month invoices only: the trial's $0 first invoice is not a renewal.
  if (!subscriptionId || typeof invoice.id !== 'string') return undefined;
  if (invoice.billing_reason !== 'subscription_cycle') return undefined;
  const end = invoice.lines?.data?.[0]?.period?.end;
  return {
    subscriptionId,
    outcome: event.type === 'invoice.paid' ? 'renewed' : 'failed',
    invoiceId: invoice.id,
    amountCents: Number(event.type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due),
    ...(typeof end === 'number' ? { periodEnd: new Date(end * 1000) } : {}),
  };
}
