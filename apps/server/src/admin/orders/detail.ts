import type { AdminOrder } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { orderTimeline } from '../../modules/orders/events.ts';
import { orderFulfilments } from '../../modules/orders/tracking.ts';
import { iso } from '../paging.ts';
import { ROW_COLUMNS, toRow } from './list.ts';

/**
 * GET /api/admin/orders/{code}: the order with everything that happened to it, its delivery
 * method named in the language of the staff member `staffId` (else English).
 */
export async function readAdminOrder(
  q: Queryable,
  code: string,
  staffId: number | null,
): Promise<AdminOrder> {
  const [order] = await q.query<
    Omit<
      AdminOrder,
      'createdAt' | 'items' | 'payments' | 'refunds' | 'fulfilments' | 'notes' | 'timeline'
    > & { createdAt: Date }
  >(
    `select o.id, o.user_id as "customerId", o.kind, ${ROW_COLUMNS}, o.subtotal_cents as "subtotalCents",
            o.tax_cents as "taxCents", o.charges_cents as "chargesCents",
            o.discount_code as "discountCode", o.discount_cents as "discountCents",
            o.shipping_cents as "shippingCents", o.balance_due_cents as "balanceDueCents",
            o.tax_included as "taxIncluded",
            case when o.shipping_method is not null then json_build_object(
              'name', coalesce(o.shipping_method->'name'->>(select lang from staff where id = $2),
                               o.shipping_method->'name'->>'en'),
              'days', o.shipping_method->'days') end as "shippingMethod",
            coalesce((select json_agg(json_build_object('rate', t.rate, 'netCents', t.net_cents,
                                                        'taxCents', t.tax_cents) order by t.rate desc)
                        from order_tax_lines t where t.order_id = o.id), '[]') as "taxLines"
       from orders o where o.order_code = $1`,
    [code, staffId],
  );
  if (!order) throw notFound('Order');
  const items = await q.query<AdminOrder['items'][number]>(
    `select oi.id, oi.sku, oi.name, oi.brand, oi.color, oi.size, oi.image_url as "imageUrl", oi.qty,
            oi.selling_price_cents as "priceCents", oi.tax_rate::float8 as "taxRate",
            oi.tax_cents as "taxCents", oi.paid_cents as "paidCents",
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
    shippingCents: order.shippingCents,
    balanceDueCents: order.balanceDueCents,
    shippingMethod: order.shippingMethod,
    taxIncluded: order.taxIncluded,
    // json_build_object writes a numeric as a JSON number, so a rate arrives as one.
    taxLines: order.taxLines,
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
