import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Dashboard, DashboardQuery, LOW_STOCK } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOnly } from '../guard.ts';

// The statuses of an order that counts as a sale (cancelled and unpaid ones do not).
const SOLD = `('PLACED', 'PAID', 'SHIPPED', 'DELIVERED')`;

/**
 * The period's figures, in the base currency at each order's rate (orders.to_base), from the orders placed in it (orders_created_idx), the queues' counts
 * from their partial indexes (migration 023), the lowest stock of published products and the
 * period's best sellers by units, less those refunded.
 */
async function dashboard(q: Queryable, days: number, now: Date): Promise<Dashboard> {
  const since = new Date(now.getTime() - days * 24 * 3600 * 1000);
  const [sales] = await q.query<{ salesCents: number; orders: number }>(
    `select coalesce(sum(round((total_cents - refunded_cents) * to_base)), 0)::int as "salesCents",
            count(*)::int as orders
       from orders where created_at >= $1 and status in ${SOLD}`,
    [since],
  );
  const [queues] = await q.query<{ toShip: number; cashOrders: number; cashCents: number }>(
    `select (select count(*)::int from orders
              where status in ('PLACED', 'PAID') and kind = 'goods') as "toShip",
            count(*)::int as "cashOrders",
            coalesce(sum(round(total_cents * to_base)), 0)::int as "cashCents"
       from orders
      where payment_method = 'cash' and paid_cents = 0 and status in ('SHIPPED', 'DELIVERED')`,
  );
  const lowStock = await q.query<Dashboard['lowStock'][number]>(
    `select v.sku, v.product_id as "productId", coalesce(t.name, '') as name, v.stock
       from variants v join products p on p.id = v.product_id and p.status = 'published'
       left join product_texts t on t.product_id = p.id and t.lang = 'en'
      where v.stock <= $1 order by v.stock, v.id limit 10`,
    [LOW_STOCK],
  );
  // Net of refunds, like the sales figure: a unit refunded by line (refunds.lines) is no sale. A
  // refund of an amount alone names no unit, so its units stay counted.
  const topProducts = await q.query<Dashboard['topProducts'][number]>(
    `with returned as (
       select (l->>'orderItemId')::int as item, sum((l->>'qty')::int) as qty
         from orders o join refunds r on r.order_id = o.id
         cross join jsonb_array_elements(r.lines) l
        where o.created_at >= $1 and o.status in ${SOLD} and r.lines is not null
        group by 1),
     sold as (
       select oi.product_id, oi.name, oi.selling_price_cents * o.to_base as price,
              oi.qty - least(coalesce(rt.qty, 0), oi.qty) as units
         from orders o join order_items oi on oi.order_id = o.id
         left join returned rt on rt.item = oi.id
        where o.created_at >= $1 and o.status in ${SOLD} and oi.product_id is not null)
     select s.product_id as "productId", coalesce(max(t.name), max(s.name)) as name,
            sum(s.units)::int as units, round(sum(s.units * s.price))::int as "salesCents"
       from sold s left join product_texts t on t.product_id = s.product_id and t.lang = 'en'
      group by s.product_id having sum(s.units) > 0
      order by units desc, s.product_id limit 5`,
    [since],
  );
  return {
    days,
    salesCents: sales!.salesCents,
    orders: sales!.orders,
    averageOrderCents: sales!.orders ? Math.round(sales!.salesCents / sales!.orders) : 0,
    toShip: queues!.toShip,
    cashToCollect: { orders: queues!.cashOrders, cents: queues!.cashCents },
    lowStock,
    topProducts,
  };
}

/** GET /api/admin/dashboard?days=: fulfilment staff and owners. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        ...staffOnly('fulfilment'),
        querystring: DashboardQuery,
        response: { 200: Dashboard, ...REFUSALS },
      },
    },
    ({ query }) => dashboard(deps.db, query.days, deps.now()),
  );
};
