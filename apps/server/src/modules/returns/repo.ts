import {
  mediaUrl,
  trackingUrl,
  type Carrier,
  type Language,
  type Return,
  type ReturnEvent,
  type ReturnReason,
  type ReturnStatus,
} from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { majorUnits } from '../markets/prices.ts';
import { exchangeDifference, returnRefund } from '../markets/money.ts';
import { orderLines, type OrderLine } from './eligibility.ts';

/** A return as its transitions decide on it; read under its row lock by those. */
export interface ReturnRow {
  id: number;
  code: string;
  status: ReturnStatus;
  message: string;
  carrier: Carrier | null;
  trackingNumber: string | null;
  refundId: number | null;
  refundTo: 'original' | 'credit' | null;
  bonusCents: number;
  shippingCents: number;
  createdAt: Date;
  orderId: number;
  orderCode: string;
  orderStatus: string;
  userId: number | null;
  email: string;
  name: string;
  lang: Language;
  currency: string;
  taxIncluded: boolean;
  /** What a dearer exchange asked the shopper to pay, added to the order's balance on receipt. */
  exchangeDueCents: number;
}

const RETURN_COLUMNS = `r.id, r.code, r.status, r.message, r.carrier, r.tracking_number as "trackingNumber",
  r.refund_id as "refundId", r.refund_to as "refundTo", r.bonus_cents as "bonusCents",
  r.shipping_cents as "shippingCents", r.created_at as "createdAt", o.id as "orderId",
  o.order_code as "orderCode", o.status as "orderStatus", o.user_id as "userId", o.email, o.name,
  o.lang, o.currency, o.tax_included as "taxIncluded", r.exchange_due_cents as "exchangeDueCents"`;

/**
 * The return with `code`, if `scope` (SQL on the order `o`, its value bound as $2) lets the
 * caller see it; locked when `lock` (its transitions lock the order first, then it).
 */
export async function findReturn(
  q: Queryable,
  code: string,
  scope?: { sql: string; value: unknown },
  lock = false,
) {
  const [row] = await q.query<ReturnRow>(
    `select ${RETURN_COLUMNS} from returns r join orders o on o.id = r.order_id
      where r.code = $1 ${scope ? `and ${scope.sql}` : ''} ${lock ? 'for update of r' : ''}`,
    scope ? [code, scope.value] : [code],
  );
  return row;
}

export interface ReturnLineRow {
  id: number;
  orderItemId: number;
  qty: number;
  reason: ReturnReason;
  comment: string;
  photoMediaId: string | null;
  exchangeVariantId: number | null;
  exchangeSku: string | null;
  exchangeStatus: 'reserved' | 'released' | 'shipped' | null;
  /** The new variant's unit price when asked, in the order's currency. */
  exchangePriceCents: number | null;
  exchangeColor: string | null;
  exchangeSize: string | null;
  shipCarrier: Carrier | null;
  shipTracking: string | null;
  restocked: number;
  damaged: number;
  notRestocked: number;
}

export function returnLines(q: Queryable, returnId: number, lang: Language) {
  return q.query<ReturnLineRow>(
    `select l.id, l.order_item_id as "orderItemId", l.qty, l.reason, l.comment,
            l.photo_media_id as "photoMediaId", l.exchange_variant_id as "exchangeVariantId",
            l.exchange_sku as "exchangeSku", l.exchange_status as "exchangeStatus",
            l.exchange_price_cents as "exchangePriceCents",
            cn.name as "exchangeColor", sn.name as "exchangeSize",
            f.carrier as "shipCarrier", f.tracking_number as "shipTracking",
            l.restocked, l.damaged, l.not_restocked as "notRestocked"
       from return_lines l
       left join variants v on v.id = l.exchange_variant_id
       left join filter_option_names cn on cn.option_id = v.color_id and cn.lang = $2
       left join filter_option_names sn on sn.option_id = v.size_id and sn.lang = $2
       left join fulfilments f on f.id = l.exchange_fulfilment_id
      where l.return_id = $1 order by l.id`,
    [returnId, lang],
  );
}

export const receivedUnits = (l: ReturnLineRow) => l.restocked + l.damaged + l.notRestocked;

/**
 * What each line refunded for a refund gives back: its share of what its order line was paid,
 * for `units(line)` units after those refunded already, tax and discount included; for an
 * exchange, what a cheaper variant gives back (never more than those units were paid). A line of
 * an order from before markets (no paid amount) gives nothing on its own.
 */
export function lineRefunds(
  lines: ReturnLineRow[],
  items: OrderLine[],
  units: (line: ReturnLineRow) => number,
  taxIncluded: boolean,
) {
  const given = new Map(items.map((i) => [i.orderItemId, i.refundedUnits]));
  const differences = exchangeDifferences(lines, items, units, taxIncluded);
  return lines.map((line, i) => {
    const item = items.find((i) => i.orderItemId === line.orderItemId)!;
    const n = units(line);
    const before = given.get(item.orderItemId)!;
    const paid = returnRefund([
      { paidMinor: item.paidCents ?? 0, qty: item.qty, given: before, units: n },
    ]).itemsMinor;
    // An exchanged unit is not refunded: it stays sold, as its new size.
    if (line.exchangeSku) return Math.min(Math.max(0, -differences[i]!), paid);
    given.set(item.orderItemId, before + n);
    return paid;
  });
}

/**
 * Each line's exchange difference for `units(line)` units: more than 0, owed by the shopper;
 * less, given back. 0 for a refund, or an exchange asked before prices were recorded.
 */
export function exchangeDifferences(
  lines: ReturnLineRow[],
  items: OrderLine[],
  units: (line: ReturnLineRow) => number,
  taxIncluded: boolean,
) {
  return lines.map((line) => {
    const item = items.find((i) => i.orderItemId === line.orderItemId)!;
    if (!line.exchangeSku || line.exchangePriceCents === null) return 0;
    const was = { sellingMinor: item.sellingCents, rate: item.taxRate };
    const mode = taxIncluded ? 'included' : 'added';
    return exchangeDifference(was, line.exchangePriceCents, units(line), mode);
  });
}

const tracking = (carrier: Carrier | null, number: string | null) =>
  carrier && number
    ? { carrier, trackingNumber: number, trackingUrl: trackingUrl(carrier, number) }
    : null;

/** The return's timeline, oldest first; the shopper's leaves out who on staff. */
export async function returnTimeline(q: Queryable, returnId: number) {
  const rows = await q.query<{
    at: Date;
    type: ReturnEvent['type'];
    actor: ReturnEvent['actor'];
    staffEmail: string | null;
    data: Record<string, unknown>;
  }>(
    `select at, type, actor, staff_email as "staffEmail", data from return_events
      where return_id = $1 order by id`,
    [returnId],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

/** The refund a return made, with when. */
export async function returnRefundRow(q: Queryable, refundId: number | null) {
  if (refundId === null) return null;
  const [row] = await q.query<{ amountCents: number; at: Date }>(
    'select amount_cents as "amountCents", created_at as at from refunds where id = $1',
    [refundId],
  );
  return row ?? null;
}

/** The parts of a return both its shopper and the desk see. */
export async function returnParts(q: Queryable, ret: ReturnRow, lang: Language) {
  const lines = await returnLines(q, ret.id, lang);
  const items = await orderLines(q, ret.orderId, lang);
  const refund = await returnRefundRow(q, ret.refundId);
  const out = lines.map((l) => {
    const item = items.find((i) => i.orderItemId === l.orderItemId)!;
    return {
      id: l.id,
      orderItemId: l.orderItemId,
      name: item.name,
      color: item.color,
      size: item.size,
      imageUrl: item.imageUrl,
      qty: l.qty,
      reason: l.reason,
      comment: l.comment,
      photoUrl: l.photoMediaId ? mediaUrl(l.photoMediaId) : null,
      exchange:
        l.exchangeSku && l.exchangeStatus
          ? {
              sku: l.exchangeSku,
              color: l.exchangeColor ?? '',
              size: l.exchangeSize ?? '',
              status: l.exchangeStatus,
              shipment: tracking(l.shipCarrier, l.shipTracking),
            }
          : null,
      received: { restocked: l.restocked, damaged: l.damaged, notRestocked: l.notRestocked },
    };
  });
  return {
    lines,
    items,
    out,
    refund,
    tracking: tracking(ret.carrier, ret.trackingNumber),
    timeline: await returnTimeline(q, ret.id),
  };
}

/** Until it is received, an approved return's slip is what the shopper prints. */
export const SLIP_STATUSES: ReturnStatus[] = ['APPROVED', 'IN_TRANSIT'];

/** The return as its shopper sees it. */
export async function shopperReturn(
  q: Queryable,
  ret: ReturnRow,
  lang: Language,
  key?: string,
): Promise<Return> {
  const parts = await returnParts(q, ret, lang);
  // Before a refund, the estimate is of every unit asked back; the desk refunds those received.
  const all = (l: ReturnLineRow) => l.qty;
  const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);
  const estimate = sum(lineRefunds(parts.lines, parts.items, all, ret.taxIncluded));
  const dearer = sum(
    exchangeDifferences(parts.lines, parts.items, all, ret.taxIncluded).map((d) => Math.max(d, 0)),
  );
  const [order] = await q.query<{ due: number }>(
    'select balance_due_cents as due from orders where id = $1',
    [ret.orderId],
  );
  const major = (minor: number) => majorUnits(minor, ret.currency);
  const slip = `/api/v1/returns/${ret.code}/slip.pdf?lang=${lang}${key ? `&key=${key}` : ''}`;
  return {
    code: ret.code,
    orderCode: ret.orderCode,
    status: ret.status,
    message: ret.message,
    createdAt: new Date(ret.createdAt).toISOString(),
    currency: ret.currency,
    lines: parts.out,
    refundEstimate: major(estimate),
    exchangeCost: major(dearer),
    toPay: ret.exchangeDueCents > 0 && order!.due > 0 ? major(order!.due) : null,
    refund: parts.refund
      ? {
          amount: major(parts.refund.amountCents + ret.bonusCents),
          to: ret.refundTo ?? 'original',
          at: new Date(parts.refund.at).toISOString(),
        }
      : null,
    tracking: parts.tracking,
    slipUrl: SLIP_STATUSES.includes(ret.status) ? slip : null,
    timeline: parts.timeline.map(({ staffEmail: _, ...event }) => event),
  };
}
