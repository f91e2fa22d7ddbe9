import type { Order } from '@atelier/contract';
import type { Harness } from '../../test/harness.ts';
import { payByCard, staffCall } from '../../admin/orders/test-helpers.ts';
import { fillCart, home, order, type VariantFixture } from '../orders/test-helpers.ts';
import { applyCode } from '../promotions/test-helpers.ts';

type App = Harness['app'];

/**
 * A card order of `lines` to `address` (Oregon's by default: dollars, no sales tax), with a
 * discount code if given, paid with the test provider's succeeding card, shipped and delivered.
 */
export async function deliveredOrder(
  app: App,
  staff: string,
  shopper: { cookie: string; email: string },
  lines: [VariantFixture, number][],
  {
    address = home,
    lang = 'en',
    discountCode,
    market,
  }: { address?: object; lang?: string; discountCode?: string; market?: string } = {},
) {
  await fillCart(app, shopper.cookie, shopper.email, lines);
  if (discountCode) {
    const applied = await applyCode(app, shopper.cookie, shopper.email, discountCode);
    if (applied.statusCode !== 200) throw new Error(`discount: ${applied.body}`);
  }
  const res = await order(app, shopper.cookie, {
    address,
    lang,
    paymentMethod: 'bank',
    ...(market ? { market } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  const placed = res.json() as Order & { currency: string };
  await payByCard(app, shopper.cookie, placed, placed.currency.toLowerCase());
  const url = `/api/admin/orders/${placed.orderCode}`;
  const ship = { carrier: 'ups', trackingNumber: '1Z999AA10123456784' };
  for (const [path, body] of [
    ['fulfilments', ship],
    ['deliver', undefined],
  ] as const) {
    const done = await staffCall(app, staff, 'POST', `${url}/${path}`, body);
    if (done.statusCode !== 200) throw new Error(`${path}: ${done.statusCode} ${done.body}`);
  }
  return placed;
}

/** The key of the order's link, which lets a guest (or anyone holding it) follow the order. */
export async function linkKey(h: Harness, orderCode: string) {
  const [row] = await h.db.query<{ key: string }>(
    'select link_key as key from orders where order_code = $1',
    [orderCode],
  );
  return row!.key;
}

/** The order's lines as the returnable call gives them, with their order item ids. */
export async function orderItems(h: Harness, orderCode: string) {
  return h.db.query<{ id: number; sku: string; qty: number }>(
    `select i.id, i.sku, i.qty from order_items i join orders o on o.id = i.order_id
      where o.order_code = $1 order by i.id`,
    [orderCode],
  );
}

/** A product with several variants in stock, and those variants (by position). */
export async function sizedProduct(h: Harness, skip = 0) {
  const [product] = await h.db.query<{ id: number }>(
    `select product_id as id from variants group by product_id having count(*) >= 3
      order by product_id offset $1 limit 1`,
    [skip],
  );
  const rows = await h.db.query<VariantFixture>(
    `select v.sku, v.product_id as "productId", v.id as "variantId", v.stock,
            v.original_price_cents as "sellingCents"
       from variants v where v.product_id = $1 order by v.position, v.id`,
    [product!.id],
  );
  return rows;
}

/** Every SKU whose stock is not the sum of its ledger rows (none, when the ledger holds). */
export function ledgerMismatches(h: Harness) {
  return h.db.query<{ sku: string; stock: number; ledger: number }>(
    `select v.sku, v.stock, coalesce(sum(l.delta), 0)::int as ledger
       from variants v left join stock_ledger l on l.variant_id = v.id
      group by v.id having v.stock <> coalesce(sum(l.delta), 0)`,
  );
}

/** A shopper's call, signed in (`cookie`) or through the order's link (`key`). */
export function shopperCall(
  app: App,
  who: { cookie?: string; key?: string },
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const sep = url.includes('?') ? '&' : '?';
  return app.inject({
    method,
    url: who.key ? `${url}${sep}key=${who.key}` : url,
    headers: who.cookie ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
}
