import type { Carrier, Language, OrderEvent } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { enqueueShopMail } from '../settings/mail-layout.ts';
import { shopperMail, staffMail, type MailOrder, type ShopperMail } from './mails/render.ts';

/** Who changed an order: a member of staff, its shopper, or the shop itself (expiry, a webhook). */
export type OrderActor =
  { kind: 'staff'; email: string } | { kind: 'shopper' } | { kind: 'system' };
export const SHOPPER: OrderActor = { kind: 'shopper' };
export const SYSTEM: OrderActor = { kind: 'system' };

interface Line {
  orderItemId: number;
  qty: number;
}

/** Every transition of an order, with what the timeline (and its mail) says about it. */
export type OrderChange =
  | { type: 'placed' }
  | { type: 'paid'; amountCents: number }
  | { type: 'payment_failed' }
  | { type: 'shipped'; carrier: Carrier; trackingNumber: string; complete: boolean; lines: Line[] }
  | { type: 'delivered' }
  | { type: 'cash_collected'; amountCents: number }
  | { type: 'cancelled'; reason: string; restocked: boolean; refundCents: number }
  | {
      type: 'refunded';
      amountCents: number;
      reason: string;
      lines?: Line[];
      toCredit?: boolean;
      /** Its credit note's place among the order's (1, 2, …): the mail links to it. */
      creditNote?: number;
    }
  | { type: 'note'; text: string }
  | {
      type: 'changed';
      fromTotalCents: number;
      toTotalCents: number;
      /** Given back (a paid order made cheaper) or owed (made dearer), in its minor unit. */
      refundCents: number;
      dueCents: number;
      lines: { id: number; sku?: string; qty?: number }[];
      added: { sku: string; qty: number }[];
      address: boolean;
    }
  | { type: 'balance_paid'; amountCents: number };

/** The shopper's mail a change sends, if any. */
function mailOf(change: OrderChange): ShopperMail | undefined {
  switch (change.type) {
    case 'placed':
    case 'delivered':
      return { kind: change.type };
    case 'paid':
      return { kind: change.type, amountCents: change.amountCents };
    case 'refunded':
      return {
        kind: change.type,
        amountCents: change.amountCents,
        toCredit: change.toCredit,
        creditNote: change.creditNote,
      };
    case 'shipped':
      return { kind: 'shipped', ...change };
    case 'cancelled':
      return { kind: 'cancelled', refundCents: change.refundCents };
    case 'balance_paid':
      return { kind: 'balancePaid', amountCents: change.amountCents };
    case 'changed':
      return { kind: 'changed', refundCents: change.refundCents, dueCents: change.dueCents };
    default:
      return undefined;
  }
}

/**
 * The one writer of an order's timeline, called by every transition inside its transaction: the
 * event row and, when `mail` gives the shop's address (PUBLIC_URL) for its links, the mail the
 * change sends — the shopper's in the order's language, and on placed and paid the fulfilment
 * staff's and owners' — through the outbox, so each exists exactly when the change commits.
 * Transitions the shopper is not told of (an unpaid order closed, a refund the cancellation mail
 * already names) pass no `mail`.
 */
export async function recordOrderEvent(
  q: Queryable,
  at: Date,
  orderId: number,
  actor: OrderActor,
  change: OrderChange,
  mail?: { publicUrl: string },
) {
  const { type, ...data } = change;
  await q.query(
    `insert into order_events (order_id, at, actor, staff_email, type, data)
     values ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      orderId,
      at,
      actor.kind,
      actor.kind === 'staff' ? actor.email : null,
      type,
      JSON.stringify(data),
    ],
  );
  const shopper = mailOf(change);
  if (!shopper || !mail) return;
  const order = await mailOrder(q, orderId);
  const { publicUrl } = mail;
  await enqueueShopMail(q, publicUrl, (shop) => shopperMail(order, shopper, publicUrl, shop));
  if (type === 'placed' || type === 'paid') {
    for (const member of await fulfilmentStaff(q)) {
      await enqueueShopMail(q, publicUrl, (shop) => staffMail(order, member, publicUrl, shop));
    }
  }
}

/** The order as its mails show it. */
export async function mailOrder(q: Queryable, orderId: number): Promise<MailOrder> {
  const [order] = await q.query<Omit<MailOrder, 'items'>>(
    `select order_code as code, case when user_id is null then link_key end as "guestKey",
            name, email, lang, created_at as "placedAt", total_cents as "totalCents",
            payment_method as "paymentMethod", subtotal_cents as "subtotalCents",
            member_cents as "memberCents", discount_cents as "discountCents", currency,
            shipping_cents as "shippingCents", tax_cents as "taxCents",
            tax_included as "taxIncluded", credit_cents as "creditCents"
       from orders where id = $1`,
    [orderId],
  );
  const items = await q.query<MailOrder['items'][number]>(
    `select name, color, size, qty, selling_price_cents as "priceCents"
       from order_items where order_id = $1 order by id`,
    [orderId],
  );
  return { ...order!, items };
}

/** Members told of a new order to ship: the fulfilment staff and the owners who have signed up. */
export function fulfilmentStaff(q: Queryable) {
  return q.query<{ email: string; lang: Language }>(
    `select email, lang from staff
      where role in ('fulfilment', 'owner') and password_hash is not null order by id`,
  );
}

/** An order's timeline, oldest first; the shop's view leaves out internal notes and who on staff. */
export async function orderTimeline(
  q: Queryable,
  orderId: number,
  view: 'staff' | 'shopper',
): Promise<OrderEvent[]> {
  const rows = await q.query<{
    at: Date;
    type: OrderEvent['type'];
    actor: OrderEvent['actor'];
    staffEmail: string | null;
    data: Record<string, unknown>;
  }>(
    `select at, type, actor, staff_email as "staffEmail", data from order_events
      where order_id = $1 and ($2 or type <> 'note') order by id`,
    [orderId, view === 'staff'],
  );
  return rows.map((row) => ({
    ...row,
    at: new Date(row.at).toISOString(),
    staffEmail: view === 'staff' ? row.staffEmail : null,
    data: view === 'staff' ? row.data : publicData(row.type, row.data),
  }));
}

/** What the shopper may read of an event: not the staff's reasons. */
function publicData(type: OrderEvent['type'], data: Record<string, unknown>) {
  const { reason: _, ...rest } = data;
  return type === 'cancelled' || type === 'refunded' ? rest : data;
}
