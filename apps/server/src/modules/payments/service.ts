import type { z } from 'zod';
import type {
  PaymentIntent,
  PaymentIntentRequest,
  TestConfirmRequest,
  TestConfirmResult,
} from '@atelier/contract';
import { AppError, notFound } from '../../platform/errors.ts';
import type { OrderViewer } from '../orders/access.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';
import { currencyDigits } from '../markets/money.ts';
import { majorUnits } from '../markets/prices.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { expireOrders } from '../orders/expiry.ts';
import { closeUnpaidOrder, payOrder } from '../orders/lifecycle.ts';
import { findOrderState } from '../orders/repo.ts';
import { recordOrderEvent, SHOPPER, SYSTEM } from '../orders/events.ts';
import {
  findPayment,
  insertPayment,
  lockOrderStatus,
  paymentBySecret,
  paymentOfOrder,
  settlePayment,
} from './repo.ts';
import { chargeTestCard } from './test-cards.ts';
import { ensureRenewals } from '../subscriptions/provider-renewals.ts';

const notPayable = () =>
  new AppError('CONFLICT', 'This order is not awaiting payment', undefined, {
    reason: 'NOT_PAYABLE',
  });

/**
 * The intent the payment page pays, one per order. The amount the browser shows must be the
 * order's total computed by the server, to the cent: otherwise nothing is created or charged.
 */
export async function createPaymentIntent(
  deps: CommerceDeps,
  viewer: OrderViewer,
  body: z.output<typeof PaymentIntentRequest>,
): Promise<PaymentIntent> {
  const now = deps.now();
  await expireOrders(deps, now);
  const order = await findOrderState(deps.db, viewer, body.orderCode);
  if (!order) throw notFound('Order');
  if (order.status !== 'PENDING_PAYMENT') throw notPayable();
  const currency = order.currency.toLowerCase();
  // Exactly the total: a fraction of the minor unit (a tenth of a cent, a half yen) is wrong too.
  const minor = body.amount * 10 ** currencyDigits(order.currency);
  if (Math.abs(minor - order.totalCents) > 1e-6 || body.currency !== currency) {
    const total = majorUnits(order.totalCents, order.currency);
    const message = `The amount does not match the order total of ${total} ${order.currency}`;
    throw new AppError(
      'CONFLICT',
      message,
      { amount: message },
      {
        reason: 'AMOUNT_MISMATCH',
        params: { total, currency: order.currency },
      },
    );
  }
  let payment = await paymentOfOrder(deps.db, order.id);
  if (!payment) {
    const request = {
      orderCode: order.orderCode,
      amountCents: order.totalCents,
      currency,
      // A plan's card renews it (Stripe keeps it for the plan's subscription).
      ...(order.kind === 'subscription' ? { keepCardFor: { email: order.email } } : {}),
    };
    const intent = await deps.payments.createIntent(request);
    payment = await insertPayment(deps.db, {
      ...intent,
      orderId: order.id,
      provider: deps.payments.name,
      amountCents: order.totalCents,
      currency,
      now,
    });
  }
  return {
    clientSecret: payment.clientSecret,
    amount: majorUnits(payment.amountCents, order.currency),
    currency,
    provider: payment.provider,
    publishableKey: deps.payments.publishableKey,
  };
}

/** The built-in test provider's card form: settles the intent as API.md's test cards say. */
export async function confirmTestPayment(
  deps: CommerceDeps,
  viewer: OrderViewer,
  card: z.output<typeof TestConfirmRequest>,
): Promise<TestConfirmResult> {
  const now = deps.now();
  await expireOrders(deps, now);
  const payment = await paymentBySecret(deps.db, viewer, card.clientSecret);
  if (!payment || payment.provider !== 'test') throw notFound('Payment');
  const outcome = chargeTestCard(card, now);
  return deps.db.tx(async (q) => {
    const status = await lockOrderStatus(q, payment.orderId);
    const current = (await findPayment(q, payment.id))!;
    if (current.status === 'succeeded') return { status: 'succeeded' };
    if (status !== 'PENDING_PAYMENT' || current.status !== 'requires_payment_method')
      throw notPayable();
    // A decline leaves the intent open, as Stripe's does: the same order may be paid again.
    if (outcome.status === 'succeeded') {
      await settlePayment(q, payment.id, 'succeeded', now);
      await payOrder(q, payment.orderId, payment.id, {
        now,
        referralReward: deps.config.referralReward,
        publicUrl: deps.config.publicUrl,
        actor: SHOPPER,
        // A plan bought with this card renews on it (a declining test card fails its renewals).
        renewal: { provider: 'test', renewsWith: card.cardNumber },
      });
    } else {
      await recordOrderEvent(q, now, payment.orderId, SHOPPER, { type: 'payment_failed' });
    }
    return outcome;
  });
}

export type Settlement = 'paid' | 'unchanged' | 'unknown' | 'paid-but-closed';

/**
 * Applies what the provider says happened to an intent (webhook or reconcile), exactly once
 * however often it is told. 'paid-but-closed': money taken for an order already closed; the
 * caller logs it for a refund.
 */
export async function settleIntent(
  deps: CommerceDeps,
  event: Omit<PaymentEvent, 'amountCents'> & { amountCents?: number },
): Promise<Settlement> {
  const payment = await findPayment(deps.db, event.intentId);
  if (!payment) return 'unknown';
  const now = deps.now();
  const result = await deps.db.tx(async (q): Promise<Settlement> => {
    const status = await lockOrderStatus(q, payment.orderId);
    if (event.outcome === 'succeeded') {
      if (event.amountCents !== undefined && event.amountCents !== payment.amountCents)
        return 'unchanged';
      await settlePayment(q, payment.id, 'succeeded', now);
      const { referralReward, publicUrl } = deps.config;
      const renewal = { provider: deps.payments.name, renewsWith: '' };
      const ctx = { now, referralReward, publicUrl, actor: SYSTEM, renewal };
      if (await payOrder(q, payment.orderId, payment.id, ctx)) return 'paid';
      return status === 'PAID' ? 'unchanged' : 'paid-but-closed';
    }
    // A declined attempt: the order still awaits payment, and the shopper may try another card.
    if (status === 'PENDING_PAYMENT') {
      await recordOrderEvent(q, now, payment.orderId, SYSTEM, { type: 'payment_failed' });
    }
    return 'unchanged';
  });
  // A plan paid: its provider renews it from now on (again after a lost answer: it makes one).
  if (result === 'paid' || result === 'unchanged') await ensureRenewals(deps, payment.orderId);
  return result;
}

/** Asks the provider about an unpaid order's intent, so a lost webhook loses no order. */
export async function reconcileOrder(deps: CommerceDeps, orderId: number): Promise<Settlement> {
  const payment = await paymentOfOrder(deps.db, orderId);
  if (payment?.status !== 'requires_payment_method') return 'unchanged';
  const status = await deps.payments.retrieve(payment.id);
  if (status === 'succeeded') return settleIntent(deps, { intentId: payment.id, outcome: status });
  if (status === 'canceled') {
    const now = deps.now();
    await deps.db.tx((q) => closeUnpaidOrder(q, orderId, now, SYSTEM, 'payment withdrawn'));
  }
  return 'unchanged';
}
