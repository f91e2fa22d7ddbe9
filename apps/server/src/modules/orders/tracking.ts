import { trackingUrl, type Carrier } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

type Line = { orderItemId: number; qty: number };

/** An order's shipments, each with its carrier's tracking link: the back office's and the shop's order pages. */
export async function orderFulfilments(q: Queryable, orderId: number) {
  const rows = await q.query<{
    id: number;
    carrier: Carrier;
    trackingNumber: string;
    staffEmail: string | null;
    createdAt: Date;
    lines: Line[];
  }>(
    `select f.id, f.carrier, f.tracking_number as "trackingNumber", f.staff_email as "staffEmail",
            f.created_at as "createdAt",
            coalesce(json_agg(json_build_object('orderItemId', l.order_item_id, 'qty', l.qty)
                              order by l.order_item_id) filter (where l.qty is not null), '[]') as lines
       from fulfilments f left join fulfilment_lines l on l.fulfilment_id = f.id
      where f.order_id = $1 group by f.id order by f.id`,
    [orderId],
  );
  return rows.map((f) => ({
    ...f,
    createdAt: new Date(f.createdAt).toISOString(),
    trackingUrl: trackingUrl(f.carrier, f.trackingNumber),
  }));
}
