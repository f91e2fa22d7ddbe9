import type { FulfilRequest, RefundRequest } from '@atelier/contract';
import { editContext, editLocked, previewEdit, type OrderEdit } from '../../modules/orders/edit.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../platform/payments/index.ts';
import { issueInvoice } from '../../modules/documents/issue.ts';
import { cancelLocked } from '../../modules/orders/cancel.ts';
import { recordOrderEvent, type OrderChange } from '../../modules/orders/events.ts';
import { withdrawIntents } from '../../modules/orders/expiry.ts';
import { lockOrder, refundLocked, type LockedOrder } from '../../modules/orders/refund.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { readAdminOrder } from './detail.ts';
import { shipLines } from './ship.ts';

export interface OrderAdminDeps extends AdminDeps {
  payments: PaymentProvider;
}

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * One staff change of an order: under the order's row lock, the change, its audit row (the order's
 * status and money before and after) and its timeline event, in one transaction; answers the
 * order as it is now.
 */
async function change(
  deps: OrderAdminDeps,
  actor: Actor,
  code: string,
  action: string,
  work: (q: Queryable, order: LockedOrder, now: Date) => Promise<unknown>,
) {
  const now = deps.now();
  const withdraw = await deps.db.tx(async (q) => {
    const order = await lockOrder(q, code);
    const before = { ...order };
    const result = await work(q, order, now);
    const [after] = await q.query(
      `select status, paid_cents as "paidCents", refunded_cents as "refundedCents"
         from orders where id = $1`,
      [order.id],
    );
    const entry = { entity: 'order', entityId: code, action, after } as const;
    const { status, paidCents, refundedCents } = before;
    await recordAudit(q, actor, { ...entry, before: { status, paidCents, refundedCents } }, now);
    return Array.isArray(result) ? (result as { paymentId: string | null }[]) : [];
  });
  await withdrawIntents(deps, withdraw);
  return readAdminOrder(deps.db, code, actor.id);
}

const staff = (actor: Actor) => ({ kind: 'staff', email: actor.email }) as const;

export function fulfilOrder(deps: OrderAdminDeps, actor: Actor, code: string, body: FulfilRequest) {
  return change(deps, actor, code, 'ship', (q, order, now) =>
    shipLines(q, order, body, { now, actor: staff(actor), publicUrl: deps.config.publicUrl }),
  );
}

/** Records a transition allowed from `from` statuses, with its event and mail. */
async function transition(
  q: Queryable,
  order: LockedOrder,
  ctx: { now: Date; actor: Actor; publicUrl: string },
  from: string[],
  set: string,
  event: OrderChange,
  params: unknown[] = [],
) {
  if (!from.includes(order.status)) {
    throw conflict(`This order is ${order.status.toLowerCase().replace('_', ' ')}`);
  }
  await q.query(`update orders set ${set} where id = $1`, [order.id, ...params]);
  const mail = { publicUrl: ctx.publicUrl };
  await recordOrderEvent(q, ctx.now, order.id, staff(ctx.actor), event, mail);
}

export function deliverOrder(deps: OrderAdminDeps, actor: Actor, code: string) {
  return change(deps, actor, code, 'deliver', (q, order, now) =>
    transition(
      q,
      order,
      { now, actor, publicUrl: deps.config.publicUrl },
      ['SHIPPED'],
      `status = 'DELIVERED'`,
      { type: 'delivered' },
    ),
  );
}

/**
 * A cash order's money handed over (to the courier, at delivery): recorded as its payment, so it
 * can be refunded like a card's. A placed order becomes PAID; a shipped or delivered one stays.
 */
export function collectCash(deps: OrderAdminDeps, actor: Actor, code: string) {
  return change(deps, actor, code, 'cash-collected', async (q, order, now) => {
    if (order.paymentMethod !== 'cash') throw conflict('This order was paid by card');
    if (order.paidCents > 0) throw conflict('The cash was collected already');
    await q.query(
      `insert into payments (id, order_id, provider, amount_cents, currency, status, created_at, updated_at)
       values ($1, $2, 'cash', $3, 'usd', 'succeeded', $4, $4)`,
      [`cash_${order.code}`, order.id, order.totalCents, now],
    );
    const ctx = { now, actor, publicUrl: deps.config.publicUrl };
    await transition(
      q,
      order,
      ctx,
      ['PLACED', 'SHIPPED', 'DELIVERED'],
      `paid_cents = total_cents, paid_at = $2,
       status = case status when 'PLACED' then 'PAID' else status end`,
      { type: 'cash_collected', amountCents: order.totalCents },
      [now],
    );
    await issueInvoice(q, order.id, now);
  });
}

export function cancelByStaff(
  deps: OrderAdminDeps,
  actor: Actor,
  code: string,
  body: { restock: boolean; reason: string },
) {
  return change(deps, actor, code, 'cancel', (q, order, now) => {
    if (order.status === 'CANCELLED') throw conflict('This order is cancelled already');
    const ctx = { payments: deps.payments, now, actor: staff(actor) };
    return cancelLocked(q, order, body, { ...ctx, publicUrl: deps.config.publicUrl });
  });
}

export function refundByStaff(
  deps: OrderAdminDeps,
  actor: Actor,
  code: string,
  body: RefundRequest,
) {
  return change(deps, actor, code, 'refund', (q, order, now) =>
    refundLocked(q, order, body, {
      payments: deps.payments,
      now,
      actor: staff(actor),
      mail: { publicUrl: deps.config.publicUrl },
    }),
  );
}

export function addNote(deps: OrderAdminDeps, actor: Actor, code: string, text: string) {
  return change(deps, actor, code, 'note', (q, order, now) =>
    recordOrderEvent(q, now, order.id, staff(actor), { type: 'note', text }),
  );
}

/**
 * Staff swap, add or remove lines and change the address until the order ships: re-priced, the
 * stock moved, the difference refunded or owed (orders/edit.ts).
 */
export async function editByStaff(
  deps: OrderAdminDeps,
  actor: Actor,
  code: string,
  edit: OrderEdit,
) {
  const ctx = await editContext(deps, code, deps.now(), staff(actor));
  return change(deps, actor, code, 'edit', (q, order) => editLocked(q, order, edit, ctx));
}

export async function previewByStaff(
  deps: OrderAdminDeps,
  actor: Actor,
  code: string,
  edit: OrderEdit,
) {
  return previewEdit(deps.db, code, edit, await editContext(deps, code, deps.now(), staff(actor)));
}
