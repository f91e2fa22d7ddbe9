import {
  SHIPPING_REFUND_REASONS,
  type AdminReturn,
  type Carrier,
  type ReceiveReturnRequest,
  type RefundShipping,
  type ReturnReason,
  type ReturnRefundRequest,
} from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../platform/payments/index.ts';
import { percentOf, returnRefund } from '../../modules/markets/money.ts';
import { majorUnits } from '../../modules/markets/prices.ts';
import { moveCredit } from '../../modules/referrals/credit.ts';
import { refundLocked, type LockedOrder } from '../../modules/orders/refund.ts';
import { recordReturnEvent, type ReturnChange } from '../../modules/returns/events.ts';
import { closeBalanceIntent, owesBalance } from '../../modules/orders/balance.ts';
import {
  exchangeDifferences,
  findReturn,
  lineRefunds,
  receivedUnits,
  returnParts,
  type ReturnLineRow,
  type ReturnRow,
} from '../../modules/returns/repo.ts';
import { expectStatus, lockReturn, releaseExchanges } from '../../modules/returns/service.ts';
import { shopSettings } from '../../modules/settings/repo.ts';
import { moveStock } from '../../modules/stock/ledger.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';

export interface ReturnAdminDeps extends AdminDeps {
  payments: PaymentProvider;
}

const staff = (actor: Actor) => ({ kind: 'staff', email: actor.email }) as const;

/** Whether the shop's refundShipping rule gives the shipping back for a return of `reasons`. */
const shippingGivenFor = (rule: RefundShipping, reasons: ReturnReason[]) =>
  rule === 'always' ||
  (rule === 'faulty' && reasons.some((reason) => SHIPPING_REFUND_REASONS.includes(reason)));

/** What the lines refunded give back now: the units received of each line not exchanged. */
async function refundable(q: Queryable, ret: ReturnRow, config: AdminDeps['config']) {
  const parts = await returnParts(q, ret, ret.lang);
  const amounts = lineRefunds(parts.lines, parts.items, receivedUnits, ret.taxIncluded);
  const itemsCents = amounts.reduce((a, b) => a + b, 0);
  const [order] = await q.query<{
    shippingMinor: number;
    shippingTaxMinor: number;
    taxIncluded: boolean;
    shippingGiven: boolean;
  }>(
    `select shipping_cents as "shippingMinor", shipping_tax_cents as "shippingTaxMinor",
            tax_included as "taxIncluded",
            exists (select 1 from returns where order_id = o.id and shipping_cents > 0) as "shippingGiven"
       from orders o where o.id = $1`,
    [ret.orderId],
  );
  // As the shop's rule says (by default the shop's fault: a faulty or wrong item), once per order.
  const { refundShipping } = await shopSettings(q, config);
  const refunded = parts.lines.filter((_, i) => amounts[i]! > 0).map((l) => l.reason);
  const shippingCents =
    refunded.length && shippingGivenFor(refundShipping, refunded) && !order!.shippingGiven
      ? returnRefund([], order).shippingMinor
      : 0;
  return { parts, amounts, itemsCents, shippingCents };
}

/** GET /api/admin/returns/{code}. */
export async function readAdminReturn(
  { db: q, config }: Pick<AdminDeps, 'db' | 'config'>,
  code: string,
): Promise<AdminReturn> {
  const ret = await findReturn(q, code);
  if (!ret) throw notFound('Return');
  const { parts, amounts, itemsCents, shippingCents } = await refundable(q, ret, config);
  const [order] = await q.query<AdminReturn['order'] & { dueCents: number }>(
    `select order_code as code, status, name, email, lang, currency, paid_cents as "paidCents",
            refunded_cents as "refundedCents", balance_due_cents as "dueCents"
       from orders where id = $1`,
    [ret.orderId],
  );
  const { dueCents, ...orderShown } = order!;
  const percent = (await shopSettings(q, config)).storeCreditBonusPercent;
  const open = ret.refundId === null;
  return {
    code: ret.code,
    status: ret.status,
    message: ret.message,
    createdAt: new Date(ret.createdAt).toISOString(),
    order: orderShown,
    lines: parts.out.map((line, i) => ({ ...line, refundCents: amounts[i]! })),
    refundableCents: open ? itemsCents : 0,
    shippingCents: open ? shippingCents : 0,
    creditBonus:
      ret.userId === null
        ? null
        : {
            percent,
            cents: open ? percentOf(itemsCents, percent) : 0,
            withShippingCents: open ? percentOf(itemsCents + shippingCents, percent) : 0,
          },
    exchangeDue:
      ret.exchangeDueCents > 0 ? { cents: ret.exchangeDueCents, paid: dueCents === 0 } : null,
    refund: parts.refund
      ? {
          amountCents: parts.refund.amountCents,
          bonusCents: ret.bonusCents,
          to: ret.refundTo ?? 'original',
          at: new Date(parts.refund.at).toISOString(),
        }
      : null,
    tracking: parts.tracking,
    timeline: parts.timeline,
  };
}

/**
 * One staff step of a return: under its order's row lock and then its own, the step, its audit
 * row and its timeline event (with its mail), in one transaction; answers the return as it is now.
 */
async function step(
  deps: ReturnAdminDeps,
  actor: Actor,
  code: string,
  action: string,
  work: (q: Queryable, ret: ReturnRow, order: LockedOrder, now: Date) => Promise<ReturnChange>,
) {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    const { ret, order } = await lockReturn(q, code);
    const before = ret.status;
    const change = await work(q, ret, order, now);
    await recordReturnEvent(q, now, ret, staff(actor), change, deps.config.publicUrl);
    await closeIfDone(q, ret, now, deps.config);
    const entry = { entity: 'return', entityId: code, action } as const;
    await recordAudit(
      q,
      actor,
      { ...entry, before: { status: before }, after: { status: ret.status } },
      now,
    );
  });
  return readAdminReturn(deps, code);
}

/** A received return is closed once its refund is made and its exchanges have shipped. */
async function closeIfDone(q: Queryable, ret: ReturnRow, now: Date, config: AdminDeps['config']) {
  if (ret.status !== 'RECEIVED') return;
  const { amounts, itemsCents } = await refundable(q, ret, config);
  const lines = await q.query<{ open: boolean }>(
    `select exchange_status = 'reserved' as open from return_lines where return_id = $1`,
    [ret.id],
  );
  const toRefund = ret.refundId === null && itemsCents > 0 && amounts.length > 0;
  if (toRefund || lines.some((l) => l.open)) return;
  ret.status = 'CLOSED';
  await q.query(
    `update returns set status = 'CLOSED', closed_at = $2, updated_at = $2 where id = $1`,
    [ret.id, now],
  );
}

/** Approves or rejects a requested return; the shopper reads `message`. A rejection frees its exchanges. */
export function decideReturn(
  deps: ReturnAdminDeps,
  actor: Actor,
  code: string,
  decision: 'approved' | 'rejected',
  message: string,
) {
  return step(
    deps,
    actor,
    code,
    decision === 'approved' ? 'approve' : 'reject',
    async (q, ret, _, now) => {
      expectStatus(ret, ['REQUESTED']);
      if (decision === 'rejected') await releaseExchanges(q, ret);
      ret.status = decision === 'approved' ? 'APPROVED' : 'REJECTED';
      ret.message = message;
      await q.query(
        `update returns set message = $2, closed_at = case when $3 then $4::timestamptz end where id = $1`,
        [ret.id, message, decision === 'rejected', now],
      );
      return { type: decision, message };
    },
  );
}

/** The carrier bringing an approved return back: it is in transit, and the shopper sees the link. */
export function trackReturn(
  deps: ReturnAdminDeps,
  actor: Actor,
  code: string,
  body: { carrier: Carrier; trackingNumber: string },
) {
  return step(deps, actor, code, 'tracking', async (q, ret) => {
    expectStatus(ret, ['APPROVED', 'IN_TRANSIT']);
    ret.status = 'IN_TRANSIT';
    await q.query('update returns set carrier = $2, tracking_number = $3 where id = $1', [
      ret.id,
      body.carrier,
      body.trackingNumber,
    ]);
    return { type: 'in_transit', ...body };
  });
}

/**
 * The units that arrived, each as restock (back into stock: a ledger 'return' row), damaged (in
 * and written off: 'return' then 'damaged') or not restocked (kept aside, no stock moves). Units
 * asked back but not received are not refunded, and their exchange's reserved units go back.
 */
export function receiveReturn(
  deps: ReturnAdminDeps,
  actor: Actor,
  code: string,
  body: ReceiveReturnRequest,
) {
  return step(deps, actor, code, 'receive', async (q, ret, _, now) => {
    expectStatus(ret, ['APPROVED', 'IN_TRANSIT']);
    const { lines, items: orderLines } = await returnParts(q, ret, ret.lang);
    const counts = new Map(lines.map((l) => [l.id, { restock: 0, damaged: 0, not_restocked: 0 }]));
    for (const [i, entry] of body.lines.entries()) {
      const count = counts.get(entry.id);
      if (!count) {
        const message = `Line ${entry.id} is not on this return`;
        throw new AppError('VALIDATION', message, { [`lines.${i}.id`]: message });
      }
      count[entry.condition] += entry.qty;
    }
    const items = await q.query<{ id: number; variantId: number | null }>(
      'select id, variant_id as "variantId" from order_items where order_id = $1',
      [ret.orderId],
    );
    const total = { restocked: 0, damaged: 0, notRestocked: 0 };
    const staffEmail = actor.email;
    const moves: { variantId: number; restock: number; damaged: number }[] = [];
    for (const line of lines) {
      const c = counts.get(line.id)!;
      if (c.restock + c.damaged + c.not_restocked > line.qty) {
        throw new AppError('VALIDATION', `Line ${line.id} has only ${line.qty} units`, {
          lines: `Line ${line.id} has only ${line.qty} units`,
        });
      }
      await q.query(
        'update return_lines set restocked = $2, damaged = $3, not_restocked = $4 where id = $1',
        [line.id, c.restock, c.damaged, c.not_restocked],
      );
      Object.assign(line, {
        restocked: c.restock,
        damaged: c.damaged,
        notRestocked: c.not_restocked,
      });
      total.restocked += c.restock;
      total.damaged += c.damaged;
      total.notRestocked += c.not_restocked;
      const variantId = items.find((i) => i.id === line.orderItemId)?.variantId;
      // A line whose variant was deleted since has no stock to go back to.
      if (variantId) moves.push({ variantId, restock: c.restock, damaged: c.damaged });
    }
    // In variant order, as orders take stock.
    for (const m of moves.sort((a, b) => a.variantId - b.variantId)) {
      const orderId = ret.orderId;
      const back = m.restock + m.damaged;
      if (back > 0)
        await moveStock(q, {
          variantId: m.variantId,
          delta: back,
          reason: 'return',
          orderId,
          staffEmail,
          note: ret.code,
        });
      if (m.damaged > 0)
        await moveStock(q, {
          variantId: m.variantId,
          delta: -m.damaged,
          reason: 'damaged',
          orderId,
          staffEmail,
          note: ret.code,
        });
    }
    const received = new Map(lines.map((l) => [l.id, receivedUnits(l)]));
    await releaseExchanges(q, ret, (line: ReturnLineRow) => received.get(line.id) ?? 0);
    // The exchanges of the units received will ship: what their dearer sizes cost more is owed
    // now, paid by card on the order page (orders/balance.ts) before they do.
    const due = exchangeDifferences(lines, orderLines, receivedUnits, ret.taxIncluded).reduce(
      (sum, d) => sum + Math.max(d, 0),
      0,
    );
    if (due > 0) {
      // An intent open for an earlier amount would settle the whole balance with less: withdrawn.
      for (const { paymentId } of await closeBalanceIntent(q, ret.orderId, now)) {
        await deps.payments.cancel(paymentId).catch(() => undefined);
      }
      ret.exchangeDueCents = due;
      await q.query('update returns set exchange_due_cents = $2 where id = $1', [ret.id, due]);
      await q.query('update orders set balance_due_cents = balance_due_cents + $2 where id = $1', [
        ret.orderId,
        due,
      ]);
    }
    ret.status = 'RECEIVED';
    await q.query('update returns set received_at = $2 where id = $1', [ret.id, now]);
    return { type: 'received', ...total };
  });
}

/**
 * Refunds the units received, to the original payment or as store credit (with the shop's bonus
 * percentage on top), never more than they were paid (tax and discount pro rata), with the
 * shipping for a faulty or wrong item when asked. Once: the return's row is locked and names its
 * refund, so two staff at once and a retried request pay once; the order's own lock and
 * refundLocked's checks keep it within what was captured.
 */
export function refundReturn(
  deps: ReturnAdminDeps,
  actor: Actor,
  code: string,
  body: ReturnRefundRequest,
) {
  return step(deps, actor, code, 'refund', async (q, ret, order, now) => {
    expectStatus(ret, ['RECEIVED']);
    if (ret.refundId !== null) throw new AppError('CONFLICT', 'This return is refunded already');
    const { parts, amounts, itemsCents, shippingCents } = await refundable(q, ret, deps.config);
    if (body.shipping && shippingCents === 0) {
      const message = "Shipping is refunded once per order, as the shop's returns rule allows";
      throw new AppError('CONFLICT', message, { shipping: message });
    }
    const shipping = body.shipping ? shippingCents : 0;
    const most = itemsCents + shipping;
    if (most === 0) throw new AppError('CONFLICT', 'Nothing received to refund');
    const amountCents = body.amountCents ?? most;
    if (amountCents > most) {
      const left = majorUnits(most, ret.currency);
      const message = `At most ${left} ${ret.currency} can be refunded for this return`;
      throw new AppError('CONFLICT', message, { amountCents: message });
    }
    // An exchange's units stay sold (as their new size): only its cheaper price's difference goes back.
    const lines = parts.lines.flatMap((l, i) =>
      amounts[i]! > 0 && !l.exchangeSku
        ? [{ orderItemId: l.orderItemId, qty: receivedUnits(l) }]
        : [],
    );
    const toCredit = body.to === 'credit';
    const refundId = await refundLocked(
      q,
      order,
      { amountCents, reason: `Return ${ret.code}`, lines, toCredit, returnId: ret.id },
      { payments: deps.payments, now, actor: staff(actor) },
    );
    const percent = (await shopSettings(q, deps.config)).storeCreditBonusPercent;
    const bonusCents = toCredit && order.userId !== null ? percentOf(amountCents, percent) : 0;
    if (bonusCents > 0) {
      const note = `Bonus for store credit on return ${ret.code}`;
      const move = {
        deltaCents: bonusCents,
        reason: 'adjustment',
        orderId: ret.orderId,
        note,
      } as const;
      await moveCredit(q, order.userId!, { ...move, staffEmail: actor.email, at: now });
    }
    Object.assign(ret, { refundId, refundTo: body.to, bonusCents, shippingCents: shipping });
    await q.query(
      `update returns set refund_id = $2, refund_to = $3, bonus_cents = $4, shipping_cents = $5
        where id = $1`,
      [ret.id, refundId, body.to, bonusCents, shipping],
    );
    return { type: 'refunded', amountCents, bonusCents, shippingCents: shipping, to: body.to };
  });
}

/**
 * Ships the exchanges of the units received as an ordinary fulfilment of the order with its
 * carrier and tracking number; each reserved unit becomes a sale in the ledger ('released' then
 * 'sale', so the stock never moves between them).
 */
export function shipExchange(
  deps: ReturnAdminDeps,
  actor: Actor,
  code: string,
  body: { carrier: Carrier; trackingNumber: string },
) {
  return step(deps, actor, code, 'ship-exchange', async (q, ret, _, now) => {
    expectStatus(ret, ['RECEIVED']);
    const lines = (await returnParts(q, ret, ret.lang)).lines.filter(
      (l) => l.exchangeStatus === 'reserved' && receivedUnits(l) > 0,
    );
    if (!lines.length) throw new AppError('CONFLICT', 'This return has no exchange to ship');
    if (await owesBalance(q, ret.orderId)) {
      const message = 'The exchange costs more: it ships once the shopper has paid the difference';
      throw new AppError('CONFLICT', message);
    }
    const [fulfilment] = await q.query<{ id: number }>(
      `insert into fulfilments (order_id, carrier, tracking_number, staff_email, created_at)
       values ($1, $2, $3, $4, $5) returning id`,
      [ret.orderId, body.carrier, body.trackingNumber, actor.email, now],
    );
    const byVariant = [...lines].sort(
      (a, b) => (a.exchangeVariantId ?? 0) - (b.exchangeVariantId ?? 0),
    );
    for (const line of byVariant) {
      const units = receivedUnits(line);
      const variantId = line.exchangeVariantId;
      if (variantId !== null) {
        const base = { variantId, orderId: ret.orderId, staffEmail: actor.email, note: ret.code };
        await moveStock(q, { ...base, delta: units, reason: 'released' });
        await moveStock(q, { ...base, delta: -units, reason: 'sale' });
      }
      await q.query(
        `update return_lines set exchange_status = 'shipped', exchange_fulfilment_id = $2 where id = $1`,
        [line.id, fulfilment!.id],
      );
    }
    return { type: 'exchange_shipped', ...body };
  });
}
