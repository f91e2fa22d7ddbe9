import type { AdminOrder } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { orderTimeline } from '../../modules/orders/events.ts';
import { orderFulfilments } from '../../modules/orders/tracking.ts';
import { iso } from '../paging.ts';
import { ROW_COLUMNS, toRow } from './list.ts';

/** GET /api/admin/orders/{code}: the order with everything that happened to it. */
export async function readAdminOrder(q: Queryable, code: string): Promise<AdminOrder> {
  const [order] = await q.query<
    Omit<
      AdminOrder,
      'createdAt' | 'items' | 'payments' | 'refunds' | 'fulfilments' | 'notes' | 'timeline'
    > & { createdAt: Date }
  >(
    `select o.id, o.user_id as "customerId", o.kind, ${ROW_COLUMNS}, o.subtotal_cents as "subtotalCents",
            o.tax_cents as "taxCents", o.charges_cents as "chargesCents",
            o.discount_code as "discountCode", o.discount_cents as "discountCents"
       from orders o where o.order_code = $1`,
    [code],
  );
  if (!order) throw notFound('Order');
  const items = await q.query<AdminOrder['items'][number]>(
    `select oi.id, oi.sku, oi.name, oi.brand, oi.color, oi.size, oi.image_url as "imageUrl", oi.qty,
            oi.selling_price_cents as "priceCents",
            coalesce((select sum(l.qty) from fulfilment_lines l where l.order_item_id = oi.id), 0)::int
              as "fulfilledQty"
       from order_items oi where oi.order_id = $1 order by oi.id`,
    [order.id],
  );
  const payments = await q.query<AdminOrder['payments'][number] & { createdAt: Date }>(
    `select id, provider, amount_cents as "amountCents", status, created_at as "createdAt"
       from payments where order_id = $1`,
    [order.id],
  );
  const refunds = await q.query<AdminOrder['refunds'][number] & { createdAt: Date }>(
    `select id, amount_cents as "amountCents", reason, lines, provider_refund_id as "providerRefundId",
            staff_email as "staffEmail", created_at as "createdAt"
       from refunds where order_id = $1 order by id`,
    [order.id],
  );
  const timeline = await orderTimeline(q, order.id, 'staff');
  return {
    ...toRow(order),
    id: order.id,
    kind: order.kind,
    customerId: order.customerId,
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    chargesCents: order.chargesCents,
    discountCode: order.discountCode,
    discountCents: order.discountCents,
    items,
    payments: payments.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
    refunds: refunds.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    fulfilments: await orderFulfilments(q, order.id),
    notes: timeline
      .filter((e) => e.type === 'note')
      .map((e) => ({ at: e.at, staffEmail: e.staffEmail, text: String(e.data.text) })),
    timeline,
  };
}
