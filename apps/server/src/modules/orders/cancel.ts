import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../platform/payments/index.ts';
import { paymentOfOrder } from '../payments/repo.ts';
import { reconcileOrder } from '../payments/service.ts';
import { releaseOrderMoney } from '../promotions/order-money.ts';
import { endRefundedPlan } from '../subscriptions/refund.ts';
import type { OrderViewer } from './access.ts';
import type { CommerceDeps } from './deps.ts';
import { recordOrderEvent, SHOPPER, type OrderActor } from './events.ts';
import { withdrawIntents } from './expiry.ts';
import { closeUnpaidOrder, countSold, putBack } from './lifecycle.ts';
import { findOrderState } from './repo.ts';
import { lockOrder, refundLocked, type LockedOrder } from './refund.ts';
import { orderByCode } from './service.ts';

const notCancellable = (message: string) =>
  new AppError('CONFLICT', message, undefined, { reason: 'NOT_CANCELLABLE' });

export interface CancelContext {
  payments: PaymentProvider;
  now: Date;
  actor: OrderActor;
  publicUrl: string;
}

/**
 * Cancels a locked order, whoever asks: one awaiting payment is closed (its intent to withdraw
 * after commit is answered); a placed or paid one, until any of it ships, gets its stock back
 * through the ledger (unless `restock` is false: the goods are not coming back), its units sold
 * taken back and all that was paid refunded (with the referral credit it earned), and the
 * shopper is mailed; a plan's order (staff only) also ends the plan it bought. Answers the intents
 * to withdraw.
 */
export async function cancelLocked(
  q: Queryable,
  order: LockedOrder,
  input: { restock: boolean; reason: string },
  ctx: CancelContext,
): Promise<{ paymentId: string | null }[]> {
  if (order.status === 'PENDING_PAYMENT') {
    const payment = await paymentOfOrder(q, order.id);
    await closeUnpaidOrder(q, order.id, ctx.now, ctx.actor, input.reason);
    return [{ paymentId: payment?.id ?? null }];
  }
  if (order.status !== 'PLACED' && order.status !== 'PAID') {
    throw notCancellable(`A ${order.status.toLowerCase()} order cannot be cancelled`);
  }
  // A shopper leaves a paid plan at its period's end (subscriptions/manage.ts): its month was
  // used, its perks given. Staff may still cancel it, which ends the plan.
  if (order.kind === 'subscription' && ctx.actor.kind !== 'staff') {
    const message =
      'A paid plan is not refunded: cancel it from your account and it ends with its period';
    throw new AppError('CONFLICT', message, undefined, { reason: 'PLAN_NOT_CANCELLABLE' });
  }
  const [shipped] = await q.query('select 1 from fulfilments where order_id = $1 limit 1', [
    order.id,
  ]);
  if (shipped) throw notCancellable('Part of this order has shipped: refund it instead');
  await q.query(`update orders set status = 'CANCELLED' where id = $1`, [order.id]);
  order.status = 'CANCELLED';
  if (input.restock) await putBack(q, order.id);
  await countSold(q, order.id, -1);
  await releaseOrderMoney(q, order.id, ctx.now);
  const refundCents = order.paidCents - order.refundedCents;
  if (refundCents > 0) {
    await refundLocked(q, order, { amountCents: refundCents, reason: input.reason }, ctx);
  }
  // A plan is bought with an account.
  if (order.kind === 'subscription' && order.userId !== null) {
    const staffEmail = ctx.actor.kind === 'staff' ? ctx.actor.email : undefined;
    await endRefundedPlan(q, { ...order, userId: order.userId }, { ...ctx, staffEmail });
  }
  const { reason, restock: restocked } = input;
  const change = { type: 'cancelled', reason, restocked, refundCents } as const;
  await recordOrderEvent(q, ctx.now, order.id, ctx.actor, change, ctx);
  return [];
}

/**
 * The shopper cancels their own order until it ships: one awaiting payment (its lines stay in
 * the cart, its intent is withdrawn), or a placed or paid one (stock back, paid money refunded).
 * Cancelling twice answers the cancelled order; a shipped one is a 409. Paying, shipping and
 * cancelling all lock the order row, so whichever comes second sees the other's outcome. A payment
 * the provider took a moment ago is asked for first and wins (then it is refunded).
 */
export async function cancelOrder(
  deps: CommerceDeps,
  viewer: OrderViewer,
  code: string,
  lang: Language,
  report: (problem: string, error?: unknown) => void,
) {
  const found = await findOrderState(deps.db, viewer, code);
  if (!found) throw notFound('Order');
  if (found.status === 'PENDING_PAYMENT') {
    await reconcileOrder(deps, found.id).catch((error) =>
      report('payment reconcile failed', error),
    );
  }
  const ctx = {
    payments: deps.payments,
    now: deps.now(),
    actor: SHOPPER,
    publicUrl: deps.config.publicUrl,
  };
  const closed = await deps.db.tx(async (q) => {
    // The viewer may: findOrderState found it for them.
    const order = await lockOrder(q, code);
    if (order.status === 'CANCELLED') return [];
    return cancelLocked(q, order, { restock: true, reason: 'cancelled by the shopper' }, ctx);
  });
  await withdrawIntents(deps, closed);
  return orderByCode(deps.db, viewer, code, lang);
}
