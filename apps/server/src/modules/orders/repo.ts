import {
  orderPagePath,
  withOrderKey,
  type Language,
  type Order,
  type OrderStatus,
} from '@atelier/contract';
import type { CartOwner } from '../cart/repo.ts';
import type { Queryable } from '../../platform/db.ts';
import { baseUnitsPerMinor, type Quote } from '../markets/money.ts';
import { majorUnits } from '../markets/prices.ts';
import type { Market } from '../markets/repo.ts';
import { FIXED_PLAN_PRICES } from '../subscriptions/repo.ts';
import { newOrderCode } from './code.ts';
import { viewerIs, type OrderViewer } from './access.ts';
import { totalsOut, type OrderMoney } from './totals.ts';

export interface DeliveryAddress {
  name: string;
  email: string;
  phone: string;
  flatNo: string;
  addrssLine1: string;
  addrsesLine2: string;
  city: string;
  region: string;
  zipocode: string;
  country: string;
}

export interface NewOrder {
  /** An account's order, or a guest's (the guest cart's key). */
  owner: CartOwner;
  kind: 'goods' | 'subscription';
  planId?: number;
  status: 'PLACED' | 'PENDING_PAYMENT';
  paymentMethod: 'cash' | 'bank';
  /** The language of the order's mails. */
  lang: Language;
  address: DeliveryAddress;
  /** The market it is sold in: its currency, and its rate for reports in the base currency. */
  market: Pick<Market, 'code' | 'currency' | 'exchangeRate'>;
  /** From the one computation (modules/markets/money.ts): its total is what is paid. */
  money: Quote;
  shipping?: {
    id: number;
    name: Record<string, string | undefined>;
    days: { min: number; max: number };
  };
  discountCode?: string;
  createdAt: Date;
  payBy: Date | null;
}

export interface NewItem {
  productId: number | null;
  variantId: number | null;
  sku: string;
  name: string;
  brand: string;
  color: string;
  size: string;
  imageUrl: string;
  qty: number;
  /** The unit's selling price in the order's currency. */
  sellingPriceCents: number;
  taxRate: number;
  taxCents: number;
  /** What the line is paid, tax included: what refunds of it give back. */
  paidCents: number;
}

/** Inserts the order under a fresh code (a clash is retried); answers its id, code and link key. */
export async function insertOrder(q: Queryable, o: NewOrder, items: NewItem[]) {
  const a = o.address;
  const m = o.money;
  let row: { id: number; orderCode: string; linkKey: string } | undefined;
  while (!row) {
    [row] = await q.query<{ id: number; orderCode: string; linkKey: string }>(
      `insert into orders (order_code, user_id, guest_id, kind, plan_id, status, payment_method, name, email, phone,
                           flat_no, address_line1, address_line2, zip_code, country, subtotal_cents,
                           tax_cents, total_cents, created_at, pay_by, lang, city, region,
                           member_cents, discount_cents, discount_code, credit_cents, market, currency,
                           exchange_rate, tax_included, shipping_cents, shipping_tax_cents, shipping_method,
                           to_base)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
               $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35)
       on conflict (order_code) do nothing
       returning id, order_code as "orderCode", link_key as "linkKey"`,
      [
        newOrderCode(),
        'userId' in o.owner ? o.owner.userId : null,
        'guestId' in o.owner ? o.owner.guestId : null,
        o.kind,
        o.planId ?? null,
        o.status,
        o.paymentMethod,
        a.name,
        a.email,
        a.phone,
        a.flatNo,
        a.addrssLine1,
        a.addrsesLine2,
        a.zipocode,
        a.country,
        m.itemsMinor,
        m.taxMinor,
        m.totalMinor,
        o.createdAt,
        o.payBy,
        o.lang,
        a.city,
        a.region,
        m.memberMinor,
        m.discountMinor,
        o.discountCode ?? null,
        m.creditMinor,
        o.market.code,
        o.market.currency,
        o.market.exchangeRate,
        m.taxIncluded,
        m.shippingMinor,
        m.shippingTaxMinor,
        o.shipping ? JSON.stringify(o.shipping) : null,
        baseUnitsPerMinor(o.market),
      ],
    );
  }
  await q.query(
    `insert into order_items (order_id, product_id, variant_id, sku, name, brand, color, size, image_url,
                              qty, selling_price_cents, tax_rate, tax_cents, paid_cents)
     select $1, i.* from json_to_recordset($2) as i("productId" int, "variantId" int, sku text,
       name text, brand text, color text, size text, "imageUrl" text, qty int,
       "sellingPriceCents" int, "taxRate" numeric, "taxCents" int, "paidCents" int)`,
    [row.id, JSON.stringify(items.map(itemColumns))],
  );
  await q.query(
    `insert into order_tax_lines (order_id, rate, net_cents, tax_cents)
     select $1, l.rate, l."netMinor", l."taxMinor"
       from json_to_recordset($2) as l(rate numeric, "netMinor" int, "taxMinor" int)`,
    [row.id, JSON.stringify(m.taxLines)],
  );
  return row;
}

/** An item's columns in order_items' order, for json_to_recordset. */
const itemColumns = (i: NewItem) => ({
  productId: i.productId,
  variantId: i.variantId,
  sku: i.sku,
  name: i.name,
  brand: i.brand,
  color: i.color,
  size: i.size,
  imageUrl: i.imageUrl,
  qty: i.qty,
  sellingPriceCents: i.sellingPriceCents,
  taxRate: i.taxRate,
  taxCents: i.taxCents,
  paidCents: i.paidCents,
});

interface OrderRow extends Omit<
  Order,
  'total' | 'tax' | 'charges' | 'refunded' | 'createdAt' | 'orderItems' | 'totals' | 'link'
> {
  /** A guest's order's link key; null once an account owns it. */
  guestKey: string | null;
  totals: Omit<OrderMoney, 'currency'>;
  totalCents: number;
  refundedCents: number;
  balanceDueCents: number;
  taxCents: number;
  chargesCents: number;
  createdAt: Date | string;
}

interface ItemRow {
  id: number;
  orderId: number;
  imageUrl: string;
  name: string;
  brand: string;
  color: string;
  size: string;
  qty: number;
  sellingPriceCents: number;
}

const ORDER_COLUMNS = `o.id, o.order_code as "orderCode", o.kind, o.name, o.email, o.phone, o.status,
  o.currency, o.market,
  o.total_cents as "totalCents", o.tax_cents as "taxCents", o.charges_cents as "chargesCents",
  o.tnx_number as "tnxNumber", o.flat_no as "flatNo", o.address_line1 as "addrssLine1",
  o.address_line2 as "addrsesLine2", o.zip_code as "zipocode", o.country, o.city, o.region,
  o.refunded_cents as "refundedCents", o.balance_due_cents as "balanceDueCents", case when o.user_id is null then o.link_key end as "guestKey",
  o.created_at as "createdAt", o.discount_code as "discountCode",
  json_build_object('itemsMinor', o.subtotal_cents, 'memberMinor', o.member_cents,
    'discountMinor', o.discount_cents, 'shippingMinor', o.shipping_cents, 'taxMinor', o.tax_cents,
    'taxIncluded', o.tax_included, 'creditMinor', o.credit_cents, 'totalMinor', o.total_cents,
    'taxLines', coalesce((select json_agg(json_build_object('rate', t.rate, 'netMinor', t.net_cents,
                            'taxMinor', t.tax_cents) order by t.rate desc)
                          from order_tax_lines t where t.order_id = o.id), '[]')) as totals`;

// Item texts in the requested language while the product exists, else as sold.
const ITEMS_SQL = `
  select oi.id, oi.order_id as "orderId", oi.image_url as "imageUrl", coalesce(t.name, oi.name) as name,
         coalesce(t.brand, oi.brand) as brand, coalesce(cn.name, oi.color) as color,
         coalesce(sn.name, oi.size) as size, oi.qty, oi.selling_price_cents as "sellingPriceCents"
    from order_items oi
    left join product_texts t on t.product_id = oi.product_id and t.lang = $2
    left join variants v on v.id = oi.variant_id
    left join filter_option_names cn on cn.option_id = v.color_id and cn.lang = $2
    left join filter_option_names sn on sn.option_id = v.size_id and sn.lang = $2
   where oi.order_id = any($1::int[])
   order by oi.id`;

/**
 * The viewer's orders (or the one with `code`), newest first, with their items; a guest's order
 * with its link.
 */
export async function readOrders(
  q: Queryable,
  filter: OrderViewer & { code?: string },
  lang: Language,
): Promise<Order[]> {
  const viewer = viewerIs(filter, 1);
  const orders = await q.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o
      where ${viewer.sql} and ($2::text is null or o.order_code = $2)
      order by o.created_at desc, o.id desc`,
    [viewer.value, filter.code ?? null],
  );
  if (!orders.length) return [];
  const items = await q.query<ItemRow>(ITEMS_SQL, [orders.map((o) => o.id), lang]);
  return orders.map(
    ({
      totalCents,
      taxCents,
      chargesCents,
      refundedCents,
      balanceDueCents,
      createdAt,
      guestKey,
      ...o
    }) => {
      const major = (minor: number) => majorUnits(minor, o.currency);
      return {
        ...o,
        ...(guestKey ? { link: withOrderKey(orderPagePath(o.orderCode), guestKey) } : {}),
        totals: totalsOut({ ...o.totals, currency: o.currency }),
        refunded: major(refundedCents),
        ...(balanceDueCents > 0 ? { balanceDue: major(balanceDueCents) } : {}),
        total: major(totalCents),
        tax: major(taxCents),
        charges: major(chargesCents),
        createdAt: new Date(createdAt).toISOString(),
        orderItems: items
          .filter((i) => i.orderId === o.id)
          .map(({ orderId: _, sellingPriceCents, ...i }) => ({
            ...i,
            sellingPrice: major(sellingPriceCents),
            subTotal: major(sellingPriceCents * i.qty),
            status: o.status as OrderStatus,
          })),
      };
    },
  );
}

export interface OrderState {
  id: number;
  userId: number | null;
  orderCode: string;
  status: OrderStatus;
  totalCents: number;
  currency: string;
  kind: 'goods' | 'subscription';
  email: string;
}

/** The viewer's order by code, locked when `lock` (payment flows re-check its status). */
export async function findOrderState(
  q: Queryable,
  viewer: OrderViewer,
  code: string,
  lock = false,
) {
  const by = viewerIs(viewer, 1);
  const [row] = await q.query<OrderState>(
    `select id, user_id as "userId", order_code as "orderCode", status, total_cents as "totalCents",
            currency, kind, email
       from orders o where ${by.sql} and order_code = $2 ${lock ? 'for update' : ''}`,
    [by.value, code],
  );
  return row;
}

/** A plan as the user would buy it: its price, and whether it is their plan already. */
export async function planForCheckout(q: Queryable, planId: number, userId: number) {
  const [row] = await q.query<{
    name: string;
    priceCents: number;
    fixed: Record<string, number>;
    current: boolean;
    onSale: boolean;
    username: string;
  }>(
    `select p.name, p.price_cents as "priceCents", ${FIXED_PLAN_PRICES} as fixed,
            u.plan_id = p.id as current,
            p.status = 'on_sale' as "onSale", u.username
       from plans p, users u where p.id = $1 and u.id = $2`,
    [planId, userId],
  );
  return row;
}
