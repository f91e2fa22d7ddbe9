import type { Language, NotReturnable } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

const DAY_MS = 86_400_000;

export interface OrderLine {
  orderItemId: number;
  productId: number | null;
  variantId: number | null;
  name: string;
  color: string;
  size: string;
  imageUrl: string;
  qty: number;
  /** What the line was paid, tax and discount included (056_order_markets.sql); null before markets. */
  paidCents: number | null;
  /** A unit's price when ordered, in the order's currency, and its tax rate: an exchange's basis. */
  sellingCents: number;
  taxRate: number;
  finalSale: boolean;
  /** Units in returns not rejected or cancelled. */
  inReturns: number;
  /** Units given back through the order's refunds apart from returns (admin orders). */
  refundedApart: number;
  /** Units refunded so far, by returns or not: a refund's share of the line comes after them. */
  refundedUnits: number;
}

/** Each line of the order with what is already on its way back or refunded, in `lang`. */
export function orderLines(q: Queryable, orderId: number, lang: Language) {
  return q.query<OrderLine>(
    `with refunded as (
       select (x->>'orderItemId')::int as item, (x->>'qty')::int as qty, f.return_id
         from refunds f cross join jsonb_array_elements(f.lines) x
        where f.order_id = $1 and f.lines is not null
     )
     select oi.id as "orderItemId", oi.product_id as "productId", oi.variant_id as "variantId",
            coalesce(t.name, oi.name) as name, coalesce(cn.name, oi.color) as color,
            coalesce(sn.name, oi.size) as size, oi.image_url as "imageUrl", oi.qty,
            oi.paid_cents as "paidCents", oi.selling_price_cents as "sellingCents",
            oi.tax_rate::float8 as "taxRate", coalesce(p.final_sale, false) as "finalSale",
            (select coalesce(sum(rl.qty), 0) from return_lines rl join returns r on r.id = rl.return_id
              where rl.order_item_id = oi.id and r.status not in ('REJECTED', 'CANCELLED'))::int
              as "inReturns",
            (select coalesce(sum(qty), 0) from refunded where item = oi.id and return_id is null)::int
              as "refundedApart",
            (select coalesce(sum(qty), 0) from refunded where item = oi.id)::int as "refundedUnits"
       from order_items oi
       left join products p on p.id = oi.product_id
       left join product_texts t on t.product_id = oi.product_id and t.lang = $2
       left join variants v on v.id = oi.variant_id
       left join filter_option_names cn on cn.option_id = v.color_id and cn.lang = $2
       left join filter_option_names sn on sn.option_id = v.size_id and sn.lang = $2
      where oi.order_id = $1 order by oi.id`,
    [orderId, lang],
  );
}

/** When the order was delivered (its 'delivered' event), if it was. */
export async function deliveredAt(q: Queryable, orderId: number) {
  const [row] = await q.query<{ at: Date | null }>(
    `select max(at) as at from order_events where order_id = $1 and type = 'delivered'`,
    [orderId],
  );
  return row?.at ? new Date(row.at) : null;
}

/** The last moment of the return window: `days` after delivery. */
export const returnBy = (delivered: Date, days: number) =>
  new Date(delivered.getTime() + days * DAY_MS);

/**
 * How many units of a line may still be asked back, and if none, why: the order is not delivered
 * (a cancelled or plan order never is), the product is final sale, the window has closed, or
 * every unit is returned already.
 */
export function eligibility(
  line: OrderLine,
  order: { status: string; kind: string; deliveredAt: Date | null },
  windowDays: number,
  now: Date,
): { returnableQty: number; notReturnable: NotReturnable | null } {
  const refuse = (why: NotReturnable) => ({ returnableQty: 0, notReturnable: why });
  if (order.status !== 'DELIVERED' || order.kind !== 'goods' || !order.deliveredAt) {
    return refuse('NOT_DELIVERED');
  }
  if (line.finalSale) return refuse('FINAL_SALE');
  if (now > returnBy(order.deliveredAt, windowDays)) return refuse('WINDOW_CLOSED');
  const left = line.qty - line.inReturns - line.refundedApart;
  return left > 0 ? { returnableQty: left, notReturnable: null } : refuse('RETURNED');
}
