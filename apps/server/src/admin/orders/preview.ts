import type { Carrier, Language, OrderMailKind } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { mailOrder } from '../../modules/orders/events.ts';
import { shopperMail, staffMail, type ShopperMail } from '../../modules/orders/mails/render.ts';
import { layoutMail } from '../../modules/settings/mail-layout.ts';
import { shopIdentity } from '../../modules/settings/service.ts';

/** The data of the order's newest event of a type, if it had one. */
async function lastEvent(q: Queryable, orderId: number, type: string) {
  const [row] = await q.query<{ data: Record<string, unknown> }>(
    'select data from order_events where order_id = $1 and type = $2 order by id desc limit 1',
    [orderId, type],
  );
  return row?.data;
}

/**
 * A mail of the order as it was sent, or as it would be sent now: the newest shipment's or
 * refund's figures when there is one, else the order's own (a shipment without carrier yet shows
 * "other" and no number). The staff mail is drawn for the asking member, in their language. Both
 * in the shop's layout, as the outbox has them.
 */
export async function previewMail(
  q: Queryable,
  code: string,
  kind: OrderMailKind,
  memberId: number,
  publicUrl: string,
) {
  const [order] = await q.query<{ id: number; paid: number; refunded: number }>(
    `select id, paid_cents as paid, refunded_cents as refunded from orders where order_code = $1`,
    [code],
  );
  if (!order) throw notFound('Order');
  const shown = await mailOrder(q, order.id);
  const shop = await shopIdentity(q, publicUrl);
  if (kind === 'staff-new-order') {
    const [member] = await q.query<{ email: string; lang: Language }>(
      'select email, lang from staff where id = $1',
      [memberId],
    );
    return { ...layoutMail(shop, staffMail(shown, member!, publicUrl, shop)), lang: member!.lang };
  }
  const event =
    kind === 'placed' || kind === 'delivered' ? undefined : await lastEvent(q, order.id, kind);
  const amount = (key: string, fallback: number) => Number(event?.[key] ?? fallback);
  const mail: ShopperMail =
    kind === 'shipped'
      ? {
          kind,
          carrier: (event?.carrier as Carrier | undefined) ?? 'other',
          trackingNumber: String(event?.trackingNumber ?? ''),
          complete: event?.complete !== false,
        }
      : kind === 'cancelled'
        ? { kind, refundCents: amount('refundCents', order.paid - order.refunded) }
        : kind === 'paid' || kind === 'refunded'
          ? { kind, amountCents: amount('amountCents', order.paid || shown.totalCents) }
          : { kind };
  return { ...layoutMail(shop, shopperMail(shown, mail, publicUrl, shop)), lang: shown.lang };
}
