import type { FulfilRequest } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { recordOrderEvent, type OrderActor } from '../../modules/orders/events.ts';
import type { LockedOrder } from '../../modules/orders/refund.ts';
import { owesBalance } from '../../modules/orders/balance.ts';

/** Each line of the order with the units not shipped yet. */
function remainingLines(q: Queryable, orderId: number) {
  return q.query<{ id: number; left: number }>(
    `select oi.id, oi.qty - coalesce(sum(l.qty), 0)::int as left
       from order_items oi left join fulfilment_lines l on l.order_item_id = oi.id
      where oi.order_id = $1 group by oi.id order by oi.id`,
    [orderId],
  );
}

/**
 * Ships the lines given (all units not shipped yet when none are) with one carrier and tracking
 * number, on a locked placed or paid order; once every unit has shipped the order is SHIPPED.
 * The shopper is mailed the carrier and its tracking link.
 */
export async function shipLines(
  q: Queryable,
  order: LockedOrder,
  body: FulfilRequest,
  ctx: { now: Date; actor: OrderActor; publicUrl: string },
) {
  if (order.status !== 'PLACED' && order.status !== 'PAID') {
    const status = order.status.toLowerCase().replace('_', ' ');
    throw new AppError('CONFLICT', `A ${status} order cannot ship`);
  }
  if (await owesBalance(q, order.id)) {
    throw new AppError(
      'CONFLICT',
      'A change made this order dearer: it ships once the difference is paid',
    );
  }
  const items = await remainingLines(q, order.id);
  const lines =
    body.lines ?? items.filter((i) => i.left > 0).map((i) => ({ orderItemId: i.id, qty: i.left }));
  const ids = new Set(lines.map((l) => l.orderItemId));
  if (ids.size !== lines.length) {
    throw new AppError('VALIDATION', 'A line is named twice', { lines: 'A line is named twice' });
  }
  for (const line of lines) {
    const item = items.find((i) => i.id === line.orderItemId);
    if (!item) {
      const message = `Line ${line.orderItemId} is not on this order`;
      throw new AppError('VALIDATION', message, { lines: message });
    }
    if (line.qty > item.left) {
      throw new AppError('CONFLICT', `Only ${item.left} of line ${item.id} are left to ship`);
    }
  }
  if (!lines.length) throw new AppError('CONFLICT', 'Everything on this order has shipped');
  const [fulfilment] = await q.query<{ id: number }>(
    `insert into fulfilments (order_id, carrier, tracking_number, staff_email, created_at)
     values ($1, $2, $3, $4, $5) returning id`,
    [
      order.id,
      body.carrier,
      body.trackingNumber,
      ctx.actor.kind === 'staff' ? ctx.actor.email : null,
      ctx.now,
    ],
  );
  await q.query(
    `insert into fulfilment_lines (fulfilment_id, order_item_id, qty)
     select $1, x.item, x.qty from unnest($2::int[], $3::int[]) as x (item, qty)`,
    [fulfilment!.id, lines.map((l) => l.orderItemId), lines.map((l) => l.qty)],
  );
  const complete = items.every(
    (i) => i.left === (lines.find((l) => l.orderItemId === i.id)?.qty ?? 0),
  );
  if (complete) await q.query(`update orders set status = 'SHIPPED' where id = $1`, [order.id]);
  const { carrier, trackingNumber } = body;
  const change = { type: 'shipped', carrier, trackingNumber, complete, lines } as const;
  await recordOrderEvent(q, ctx.now, order.id, ctx.actor, change, { publicUrl: ctx.publicUrl });
}
