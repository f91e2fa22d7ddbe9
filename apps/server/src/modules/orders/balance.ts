import type { z } from 'zod';
import type { TestConfirmRequest, TestConfirmResult } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { majorUnits } from '../markets/prices.ts';
import { chargeTestCard } from '../payments/test-cards.ts';
import { viewerIs, type OrderViewer } from './access.ts';
import type { CommerceDeps } from './deps.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';
import { recordOrderEvent, SHOPPER, SYSTEM, type OrderActor } from './events.ts';
import { lockOrder } from './refund.ts';

// A paid order made dearer before it ships owes the difference (orders/edit.ts): the shopper pays
// it by card on the order page, through an intent of its own (an order's first payment is its
// `payments` row), and the order does not ship until it is paid.

interface BalanceRow {
  id: string;
  orderId: number;
  provider: 'test' | 'stripe';
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
}

const COLUMNS = `b.id, b.order_id as "orderId", b.provider, b.client_secret as "clientSecret",
  b.amount_cents as "amountCents", b.currency, b.status`;

const nothingDue = () =>
  new AppError('CONFLICT', 'Nothing is due on this order', undefined, { reason: 'NOT_PAYABLE' });

/** The intent paying what the viewer's order owes: the open one, or a new one for the amount. */
export async function balanceIntent(deps: CommerceDeps, viewer: OrderViewer, code: string) {
  const by = viewerIs(viewer, 1);
  const [order] = await deps.db.query<{ id: number; due: number; currency: string }>(
    `select o.id, o.balance_due_cents as due, o.currency from orders o
      where ${by.sql} and o.order_code = $2`,
    [by.value, code],
  );
  if (!order) throw notFound('Order');
  if (order.due === 0) throw nothingDue();
  const open = () =>
    deps.db.query<BalanceRow>(
      `select ${COLUMNS} from order_balance_payments b
        where b.order_id = $1 and b.status = 'requires_payment_method'`,
      [order.id],
    );
  let [row] = await open();
  if (!row) {
    const currency = order.currency.toLowerCase();
    const [{ n }] = (await deps.db.query<{ n: number }>(
      'select count(*)::int as n from order_balance_payments where order_id = $1',
      [order.id],
    )) as [{ n: number }];
    // Its own name with the provider: Stripe answers one intent per name (the order's is taken).
    const intent = await deps.payments.createIntent({
      orderCode: `${code}-balance-${n + 1}`,
      amountCents: order.due,
      currency,
    });
    // One open at a time: of two asked at once the second is dropped and the first answered.
    await deps.db.query(
      `insert into order_balance_payments (id, order_id, provider, client_secret, amount_cents,
                                           currency, status, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, 'requires_payment_method', $7, $7) on conflict do nothing`,
      [
        intent.id,
        order.id,
        deps.payments.name,
        intent.clientSecret,
        order.due,
        currency,
        deps.now(),
      ],
    );
    [row] = await open();
  }
  return {
    clientSecret: row!.clientSecret,
    amount: majorUnits(row!.amountCents, order.currency),
    currency: row!.currency,
    provider: row!.provider,
    publishableKey: deps.payments.publishableKey,
  };
}

/**
 * The difference paid, once: the order's paid amount grows by it and nothing is owed any more;
 * recorded on the timeline and the shopper mailed.
 */
async function settleBalance(
  q: Queryable,
  row: BalanceRow,
  ctx: { now: Date; actor: OrderActor; publicUrl: string },
) {
  const [moved] = await q.query(
    `update order_balance_payments set status = 'succeeded', updated_at = $2
      where id = $1 and status = 'requires_payment_method' returning id`,
    [row.id, ctx.now],
  );
  if (!moved) return;
  await q.query(
    `update orders set paid_cents = paid_cents + $2, balance_due_cents = 0 where id = $1`,
    [row.orderId, row.amountCents],
  );
  const change = { type: 'balance_paid', amountCents: row.amountCents } as const;
  await recordOrderEvent(q, ctx.now, row.orderId, ctx.actor, change, ctx);
}

/** A provider's word that a difference's intent was paid (Stripe's webhook), applied once. */
export async function settleBalanceEvent(deps: CommerceDeps, event: PaymentEvent) {
  if (event.outcome !== 'succeeded') return;
  const now = deps.now();
  await deps.db.tx(async (q) => {
    const [row] = await q.query<BalanceRow & { code: string }>(
      `select ${COLUMNS}, o.order_code as code from order_balance_payments b
         join orders o on o.id = b.order_id where b.id = $1`,
      [event.intentId],
    );
    if (!row || row.amountCents !== event.amountCents) return;
    await lockOrder(q, row.code);
    await settleBalance(q, row, { now, actor: SYSTEM, publicUrl: deps.config.publicUrl });
  });
}

/**
 * Asks the provider about the open intent of what the order owes, so a lost webhook loses no
 * payment (as reconcileOrder does for the order's own). Answers whether it was paid.
 */
export async function reconcileBalance(deps: CommerceDeps, orderId: number) {
  const [row] = await deps.db.query<BalanceRow>(
    `select ${COLUMNS} from order_balance_payments b
      where b.order_id = $1 and b.status = 'requires_payment_method'`,
    [orderId],
  );
  if (!row || (await deps.payments.retrieve(row.id)) !== 'succeeded') return false;
  const paid = { intentId: row.id, outcome: 'succeeded', amountCents: row.amountCents } as const;
  await settleBalanceEvent(deps, paid);
  return true;
}

/** The built-in test provider's card form for the difference, with API.md's test cards. */
export async function confirmBalanceTest(
  deps: CommerceDeps,
  viewer: OrderViewer,
  code: string,
  card: z.output<typeof TestConfirmRequest>,
): Promise<TestConfirmResult> {
  const by = viewerIs(viewer, 1);
  const [row] = await deps.db.query<BalanceRow>(
    `select ${COLUMNS} from order_balance_payments b join orders o on o.id = b.order_id
      where ${by.sql} and o.order_code = $2 and b.client_secret = $3`,
    [by.value, code, card.clientSecret],
  );
  if (!row || row.provider !== 'test') throw notFound('Payment');
  const now = deps.now();
  const outcome = chargeTestCard(card, now);
  return deps.db.tx(async (q) => {
    // Under the order's lock: an edit at the same time withdraws this intent, or waits for it.
    await lockOrder(q, code);
    const [current] = await q.query<BalanceRow>(
      `select ${COLUMNS} from order_balance_payments b where b.id = $1`,
      [row.id],
    );
    if (current!.status === 'succeeded') return { status: 'succeeded' };
    if (current!.status !== 'requires_payment_method') throw nothingDue();
    if (outcome.status === 'succeeded') {
      await settleBalance(q, current!, { now, actor: SHOPPER, publicUrl: deps.config.publicUrl });
    }
    return outcome;
  });
}

/** Whether an order still owes a difference: it does not ship until it is paid. */
export async function owesBalance(q: Queryable, orderId: number) {
  const [row] = await q.query<{ due: number }>(
    'select balance_due_cents as due from orders where id = $1',
    [orderId],
  );
  return (row?.due ?? 0) > 0;
}

/** The open intent asking for an earlier difference: withdrawn, as the amount owed has changed. */
export async function closeBalanceIntent(q: Queryable, orderId: number, now: Date) {
  return q.query<{ paymentId: string }>(
    `update order_balance_payments set status = 'canceled', updated_at = $2
      where order_id = $1 and status = 'requires_payment_method' returning id as "paymentId"`,
    [orderId, now],
  );
}
