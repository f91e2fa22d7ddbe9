import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { issueInvoice } from '../documents/issue.ts';
import { creditReferralOnFirstPaidOrder } from '../referrals/service.ts';
import { startSubscription } from '../subscriptions/billing.ts';
import { owner, takeOrderedFromCart, type CartOwner } from '../cart/repo.ts';
import { moveStock } from '../stock/ledger.ts';
import { releaseOrderMoney } from '../promotions/order-money.ts';
import { shopSettings } from '../settings/repo.ts';
import { recordOrderEvent, SHOPPER, SYSTEM, type OrderActor } from './events.ts';

/**
 * Takes each line's quantity from its variant's stock through the ledger, in variant order
 * (so two orders never wait on each other in a cycle). Answers the SKUs that could not be taken;
 * the caller rolls the transaction back when there are any.
 */
export async function takeStock(
  q: Queryable,
  lines: { variantId: number; sku: string; qty: number }[],
  orderId: number,
) {
  const short: string[] = [];
  for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
    const move = { variantId: line.variantId, delta: -line.qty, reason: 'sale', orderId } as const;
    if ((await moveStock(q, move)) === undefined) short.push(line.sku);
  }
  return short;
}

/** An order's quantities back into stock, through the ledger, in variant order like takeStock. */
export async function putBack(q: Queryable, orderId: number) {
  const lines = await orderedLeft(q, orderId);
  for (const { variantId, qty } of lines) {
    if (qty > 0) await moveStock(q, { variantId, delta: qty, reason: 'cancellation', orderId });
  }
  return lines;
}

/**
 * An order's units per variant less those already back in stock through a refund's returned
 * lines (ledger 'return' rows naming the order): what a cancellation puts back, and the most a
 * later refund may return.
 */
export function orderedLeft(q: Queryable, orderId: number) {
  return q.query<{ variantId: number; qty: number }>(
    `select i.variant_id as "variantId",
            (sum(i.qty) - coalesce((select sum(l.delta) from stock_ledger l
                                     where l.order_id = $1 and l.variant_id = i.variant_id
                                       and l.reason = 'return'), 0))::int as qty
       from order_items i
      where i.order_id = $1 and i.variant_id is not null
      group by i.variant_id order by i.variant_id`,
    [orderId],
  );
}

/** Adds (or with -1 takes back) an order's quantities to its products' units sold. */
export async function countSold(q: Queryable, orderId: number, sign: 1 | -1) {
  await q.query(
    `update products p set units_sold = greatest(0, p.units_sold + $2 * s.qty)
       from (select product_id, sum(qty)::int as qty from order_items
              where order_id = $1 and product_id is not null group by product_id) s
      where p.id = s.product_id`,
    [orderId, sign],
  );
}

/** What an account's paid order earns: its referrer's reward, and the plan it bought. */
async function accountPaid(
  q: Queryable,
  order: {
    userId: number;
    kind: string;
    planId: number | null;
    subtotalCents: number;
    currency: string;
    lang: Language;
  },
  orderId: number,
  ctx: Parameters<typeof payOrder>[3],
) {
  // The reward staff set in the back office, else REFERRAL_REWARD.
  const reward = (await shopSettings(q, ctx)).referralRewardCents / 100;
  await creditReferralOnFirstPaidOrder(q, order.userId, reward, ctx.now, orderId);
  if (order.kind === 'subscription' && order.planId !== null) {
    const renewal = ctx.renewal ?? { provider: 'test' as const, renewsWith: '' };
    await startSubscription(q, {
      userId: order.userId,
      planId: order.planId,
      orderId,
      priceCents: order.subtotalCents,
      currency: order.currency,
      lang: order.lang,
      ...renewal,
      now: ctx.now,
    });
  }
}

/**
 * PENDING_PAYMENT → PAID, once: the status in the WHERE clause makes a repeated confirmation,
 * webhook or reconcile a no-op. The transition alone records the payment, credits a referral and
 * activates a bought plan. Answers whether this call made the transition.
 */
export async function payOrder(
  q: Queryable,
  orderId: number,
  paymentId: string,
  ctx: {
    now: Date;
    referralReward: number;
    publicUrl: string;
    actor: OrderActor;
    /** What renews a plan bought by this payment: the provider and its saved card. */
    renewal?: { provider: 'test' | 'stripe'; renewsWith: string };
  },
) {
  const [order] = await q.query<{
    userId: number | null;
    guestId: string | null;
    kind: string;
    planId: number | null;
    totalCents: number;
    subtotalCents: number;
    currency: string;
    lang: Language;
  }>(
    `update orders set status = 'PAID', tnx_number = $2, paid_at = $3, paid_cents = total_cents
      where id = $1 and status = 'PENDING_PAYMENT'
      returning user_id as "userId", guest_id as "guestId", kind, plan_id as "planId",
                total_cents as "totalCents",
                subtotal_cents as "subtotalCents", currency, lang`,
    [orderId, paymentId, ctx.now],
  );
  if (!order) return false;
  const paid = { type: 'paid', amountCents: order.totalCents } as const;
  await recordOrderEvent(q, ctx.now, orderId, ctx.actor, paid, { publicUrl: ctx.publicUrl });
  // The cart kept the lines while the order awaited payment; paid, they leave it.
  const cart = order.userId === null ? { guestId: order.guestId! } : { userId: order.userId };
  if (order.kind === 'goods') await takeOrderedFromCart(q, cart, orderId);
  // A guest was referred by nobody, and plans are bought with an account.
  if (order.userId !== null) await accountPaid(q, { ...order, userId: order.userId }, orderId, ctx);
  // Last: the market's invoice counter, locked from here until the payment commits, holds up
  // other payments in the market for as short a time as it can.
  await issueInvoice(q, orderId, ctx.now);
  return true;
}

/**
 * PENDING_PAYMENT → CANCELLED, once (not paid in time, cancelled by the shopper, or replaced by a
 * newer order): the held stock goes back and the intent can no longer be paid. The lines never
 * left the cart. A declined card does not close the order: the shopper may pay it again.
 */
export async function closeUnpaidOrder(
  q: Queryable,
  orderId: number,
  now: Date,
  actor: OrderActor = SYSTEM,
  reason = 'not paid in time',
) {
  const [order] = await q.query(
    `update orders set status = 'CANCELLED' where id = $1 and status = 'PENDING_PAYMENT'
      returning id`,
    [orderId],
  );
  if (!order) return false;
  // Never paid, so nothing to refund; the shopper is not mailed about an order they left.
  const change = { type: 'cancelled', reason, restocked: true, refundCents: 0 } as const;
  await recordOrderEvent(q, now, orderId, actor, change);
  await putBack(q, orderId);
  await countSold(q, orderId, -1);
  await releaseOrderMoney(q, orderId, now);
  await q.query(
    `update payments set status = 'canceled', updated_at = $2
      where order_id = $1 and status = 'requires_payment_method'`,
    [orderId, now],
  );
  return true;
}

/**
 * Closes the user's orders of `kind` awaiting payment (a new order replaces them: goods' lines are
 * still in the cart; a plan is paid once) and answers their open intents, to withdraw from the
 * provider.
 */
export async function closePendingOrdersOf(
  q: Queryable,
  shopper: CartOwner,
  now: Date,
  kind: 'goods' | 'subscription' = 'goods',
) {
  const { column, value } = owner(shopper);
  const rows = await q.query<{ id: number; paymentId: string | null }>(
    `select o.id, p.id as "paymentId" from orders o left join payments p on p.order_id = o.id
      where o.${column} = $1 and o.status = 'PENDING_PAYMENT' and o.kind = $2
      order by o.id for update of o`,
    [value, kind],
  );
  for (const row of rows)
    await closeUnpaidOrder(q, row.id, now, SHOPPER, 'replaced by a new order');
  return rows;
}

/**
 * Closes the card orders not paid within their window; answers the intents to withdraw from the
 * provider. Run every minute and before stock or payments are touched; rows another process is
 * settling right now are skipped (it will see them next time).
 */
export async function expireUnpaidOrders(q: Queryable, now: Date) {
  const rows = await q.query<{ id: number; paymentId: string | null }>(
    `select o.id, p.id as "paymentId" from orders o left join payments p on p.order_id = o.id
      where o.status = 'PENDING_PAYMENT' and o.pay_by <= $1
      order by o.id for update of o skip locked`,
    [now],
  );
  for (const row of rows) await closeUnpaidOrder(q, row.id, now);
  return rows;
}
