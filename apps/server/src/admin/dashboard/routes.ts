import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Dashboard, DashboardQuery, LOW_STOCK, type ReturnRates } from '@atelier/contract';
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
    returns: await returnRates(q, since),
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

/**
 * Of the units sold in orders placed since `since` (orders_created_idx, order_items_order_idx),
 * those asked back in a return not rejected or cancelled (return_lines_item_idx): by product (the
 * five returned most, with the reason given most), by size and by reason, in one statement.
 */
export async function returnRates(q: Queryable, since: Date): Promise<ReturnRates> {
  const [row] = await q.query<{ rates: ReturnRates }>(
    `with sold as (
       select oi.id, oi.product_id, oi.name, oi.size, oi.qty
         from orders o join order_items oi on oi.order_id = o.id
        where o.created_at >= $1 and o.status in ${SOLD} and oi.product_id is not null),
     back as (
       select s.id, s.product_id, rl.reason, sum(rl.qty)::int as qty
         from sold s join return_lines rl on rl.order_item_id = s.id
         join returns r on r.id = rl.return_id and r.status not in ('REJECTED', 'CANCELLED')
        group by s.id, s.product_id, rl.reason),
     items as (
       select s.*, coalesce((select sum(b.qty) from back b where b.id = s.id), 0) as returned
         from sold s),
     products as (
       select i.product_id as "productId",
              coalesce(max(t.name), max(i.name)) as name,
              sum(i.qty)::int as sold, sum(i.returned)::int as returned,
              (select b.reason from back b where b.product_id = i.product_id
                group by b.reason order by sum(b.qty) desc, b.reason limit 1) as "topReason"
         from items i left join product_texts t on t.product_id = i.product_id and t.lang = 'en'
        group by i.product_id having sum(i.returned) > 0
        order by sum(i.returned) desc, sum(i.returned)::float / sum(i.qty) desc, i.product_id
        limit 5),
     sizes as (
       select size, sum(qty)::int as sold, sum(returned)::int as returned
         from items group by size
        order by sum(returned)::float / sum(qty) desc, sum(qty) desc, size limit 12),
     reasons as (
       select reason, sum(qty)::int as returned from back group by reason
        order by returned desc, reason)
     select json_build_object(
       'sold', (select coalesce(sum(qty), 0)::int from items),
       'returned', (select coalesce(sum(returned), 0)::int from items),
       'byProduct', (select coalesce(json_agg(p), '[]') from products p),
       'bySize', (select coalesce(json_agg(z), '[]') from sizes z),
       'byReason', (select coalesce(json_agg(r), '[]') from reasons r)) as rates`,
    [since],
  );
  return row!.rates;
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
