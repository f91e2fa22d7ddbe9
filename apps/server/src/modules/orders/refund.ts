import type { OrderStatus } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../platform/payments/index.ts';
import { paymentOfOrder } from '../payments/repo.ts';
import { currencyDigits } from '../markets/money.ts';
import { majorUnits } from '../markets/prices.ts';
import { issueCreditNote } from '../documents/issue.ts';
import { moveStock } from '../stock/ledger.ts';
import { moveCredit } from '../referrals/credit.ts';
import { takeBackReferral } from '../referrals/service.ts';
import { recordOrderEvent, type OrderActor } from './events.ts';
import { orderedLeft } from './lifecycle.ts';

/** An order as its transitions decide on it, read under its row lock. */
export interface LockedOrder {
  id: number;
  /** Null: a guest's order. */
  userId: number | null;
  code: string;
  kind: 'goods' | 'subscription';
  status: OrderStatus;
  paymentMethod: 'cash' | 'bank';
  /** Every amount of the order is in its minor unit. */
  currency: string;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
}

/**
 * Locks the order (its transitions — pay, ship, cancel, refund — all lock it first, so any two
 * of them queue and the second decides on what the first did) and answers it.
 */
export async function lockOrder(q: Queryable, code: string) {
  const [order] = await q.query<LockedOrder>(
    `select id, user_id as "userId", order_code as code, kind, status,
            payment_method as "paymentMethod", currency, total_cents as "totalCents",
            paid_cents as "paidCents", refunded_cents as "refundedCents"
       from orders where order_code = $1 for update`,
    [code],
  );
  if (!order) throw notFound('Order');
  return order;
}

export interface RefundInput {
  amountCents: number;
  reason: string;
  lines?: { orderItemId: number; qty: number }[];
  /** Given as the customer's store credit (a ledger row naming the order), not through the payment. */
  toCredit?: boolean;
  /** The return whose lines these are: received by the desk, their stock has moved already. */
  returnId?: number;
}

export interface RefundContext {
  payments: PaymentProvider;
  now: Date;
  actor: OrderActor;
  /** Given, the shopper is mailed (a refund inside a cancellation is named by its mail). */
  mail?: { publicUrl: string };
}

/**
 * The named lines must be the order's, each at most its quantity, and no variant returned more
 * often than it was ordered over all the order's refunds (its returned units are in stock already).
 */
async function checkLines(q: Queryable, orderId: number, { lines, returnId }: RefundInput) {
  if (!lines) return;
  const items = await q.query<{ id: number; qty: number; variantId: number | null }>(
    'select id, qty, variant_id as "variantId" from order_items where order_id = $1',
    [orderId],
  );
  const left = new Map((await orderedLeft(q, orderId)).map((v) => [v.variantId, v.qty]));
  for (const line of lines) {
    const item = items.find((i) => i.id === line.orderItemId);
    if (!item || line.qty > item.qty) {
      throw new AppError('VALIDATION', 'A refunded line is not on this order', {
        lines: `Line ${line.orderItemId} is not on this order or has fewer units`,
      });
    }
    if (item.variantId === null || returnId) continue;
    const after = (left.get(item.variantId) ?? 0) - line.qty;
    if (after < 0) {
      throw new AppError('VALIDATION', 'These units were returned already', {
        lines: `Line ${line.orderItemId}: only ${line.qty + after} left to return`,
      });
    }
    left.set(item.variantId, after);
  }
}

/** The returned lines' units back into stock, each a ledger 'return' row naming the order. */
async function restockReturned(
  q: Queryable,
  orderId: number,
  lines: NonNullable<RefundInput['lines']>,
  staffEmail?: string,
) {
  const items = await q.query<{ id: number; variantId: number | null }>(
    'select id, variant_id as "variantId" from order_items where order_id = $1',
    [orderId],
  );
  for (const line of [...lines].sort((a, b) => a.orderItemId - b.orderItemId)) {
    const variantId = items.find((item) => item.id === line.orderItemId)?.variantId;
    // A line whose variant was deleted since has no stock to go back to.
    if (variantId) {
      await moveStock(q, { variantId, delta: line.qty, reason: 'return', orderId, staffEmail });
    }
  }
}

/**
 * Gives money back on a locked order through the provider that took it (Stripe, the test
 * provider; cash handed back is only recorded), never more than was paid less what was refunded:
 * the order's lock makes two refunds at once queue, the second seeing the first's, and the
 * orders_refund_within_paid constraint holds whatever else writes. The provider is called under
 * the lock; its idempotency key is the order's refunded total before this refund, so a retry of
 * the same refund is not paid twice.
 */
export async function refundLocked(
  q: Queryable,
  order: LockedOrder,
  input: RefundInput,
  ctx: RefundContext,
) {
  // A plan's money comes back with the plan, never apart from it (cancelLocked ends it).
  if (order.kind === 'subscription' && order.status !== 'CANCELLED') {
    throw new AppError(
      'CONFLICT',
      'A plan is refunded by cancelling its order: the plan ends at once',
    );
  }
  const refundable = order.paidCents - order.refundedCents;
  if (input.amountCents > refundable) {
    const left = majorUnits(refundable, order.currency).toFixed(currencyDigits(order.currency));
    const message = `At most ${left} ${order.currency} can be refunded`;
    throw new AppError('CONFLICT', message, { amountCents: message });
  }
  await checkLines(q, order.id, input);
  const payment = await paymentOfOrder(q, order.id);
  if (payment?.status !== 'succeeded') throw new AppError('CONFLICT', 'Nothing was paid');
  let providerRefundId: string | null = null;
  // A cash order's payment row (admin cash-collected) is the only one without a card provider.
  const provider: string = payment.provider;
  const staffEmail = ctx.actor.kind === 'staff' ? ctx.actor.email : undefined;
  if (input.toCredit) {
    if (order.userId === null) {
      throw new AppError(
        'CONFLICT',
        "A guest's order is refunded to its payment: it has no account to credit",
      );
    }
    const move = { deltaCents: input.amountCents, reason: 'refund', orderId: order.id } as const;
    await moveCredit(q, order.userId, { ...move, staffEmail, at: ctx.now });
  } else if (provider !== 'cash') {
    if (provider !== ctx.payments.name) {
      throw new AppError('CONFLICT', `Paid through ${payment.provider}: refund it there`);
    }
    const key = `refund-${order.code}-${order.refundedCents}-${input.amountCents}`;
    providerRefundId = await ctx.payments
      .refund(payment.id, input.amountCents, key)
      .catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new AppError('PAYMENT', `The payment provider refused the refund: ${reason}`);
      });
  }
  await q.query('update orders set refunded_cents = refunded_cents + $2 where id = $1', [
    order.id,
    input.amountCents,
  ]);
  order.refundedCents += input.amountCents;
  if (input.lines && !input.returnId) await restockReturned(q, order.id, input.lines, staffEmail);
  // All of it given back (cancelled, or returned): so is the referral credit it earned.
  if (order.refundedCents === order.paidCents) {
    await takeBackReferral(q, order.id, ctx.now, staffEmail);
  }
  const [refund] = await q.query<{ id: number }>(
    `insert into refunds (order_id, amount_cents, reason, lines, provider_refund_id, staff_email,
                          created_at, return_id)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8) returning id`,
    [
      order.id,
      input.amountCents,
      input.reason,
      input.lines ? JSON.stringify(input.lines) : null,
      providerRefundId,
      ctx.actor.kind === 'staff' ? ctx.actor.email : null,
      ctx.now,
      input.returnId ?? null,
    ],
  );
  const note = await issueCreditNote(q, { ...input, id: refund!.id, orderId: order.id }, ctx.now);
  const change = { type: 'refunded', ...input, creditNote: note.ordinal } as const;
  await recordOrderEvent(q, ctx.now, order.id, ctx.actor, change, ctx.mail);
  return refund!.id;
}
