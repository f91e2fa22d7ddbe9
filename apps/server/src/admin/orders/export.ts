import type { Readable } from 'node:stream';
import type { OrderStatus, PaymentMethod } from '@atelier/contract';
import { csvStream } from '../../platform/csv.ts';
import type { Queryable } from '../../platform/db.ts';

/** One row per line: the order's own columns repeat on each of its lines. */
const HEADER = [
  'code',
  'date',
  'status',
  'payment method',
  'customer name',
  'customer email',
  'phone',
  'address',
  'address 2',
  'city',
  'region',
  'zip code',
  'country',
  'discount code',
  'discount',
  'subtotal',
  'tax',
  'total',
  'refunded',
  'sku',
  'product',
  'qty',
  'unit price',
  'line total',
];
const BATCH = 1000;
const money = (cents: number) => (cents / 100).toFixed(2);
/** The method as the shopper chose it: the contract's 'bank' is the card payment. */
const METHOD: Record<PaymentMethod, string> = { cash: 'cash', bank: 'card' };

interface Filter {
  from?: string;
  to?: string;
  status?: OrderStatus;
}

interface Row {
  id: number;
  code: string;
  createdAt: Date;
  status: string;
  paymentMethod: PaymentMethod;
  name: string;
  email: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  zipCode: string;
  country: string;
  discountCode: string | null;
  discount: number;
  subtotal: number;
  tax: number;
  total: number;
  refunded: number;
  /** Null for an order without lines. */
  sku: string | null;
  product: string | null;
  qty: number | null;
  price: number | null;
}

/** The period's orders oldest first, BATCH orders at a time by id: memory stays flat at any size. */
async function* orderRows(q: Queryable, f: Filter): AsyncGenerator<string[]> {
  yield HEADER;
  let after = 0;
  for (;;) {
    const rows = await q.query<Row>(
      `with page as (
         select * from orders
          where id > $1 and ($2::date is null or created_at >= $2::date)
            and ($3::date is null or created_at < $3::date + 1) and ($4::text is null or status = $4)
          order by id limit $5)
       select o.id, o.order_code as code, o.created_at as "createdAt", o.status,
              o.payment_method as "paymentMethod", o.name, o.email, o.phone,
              concat_ws(' ', nullif(o.flat_no, ''), o.address_line1) as line1,
              o.address_line2 as line2, o.city, o.region, o.zip_code as "zipCode", o.country,
              o.discount_code as "discountCode", o.discount_cents as discount,
              o.subtotal_cents as subtotal, o.tax_cents as tax, o.total_cents as total,
              o.refunded_cents as refunded, oi.sku, oi.name as product, oi.qty,
              oi.selling_price_cents as price
         from page o left join order_items oi on oi.order_id = o.id
        order by o.id, oi.id`,
      [after, f.from ?? null, f.to ?? null, f.status ?? null, BATCH],
    );
    if (!rows.length) return;
    for (const r of rows) {
      yield [
        r.code,
        new Date(r.createdAt).toISOString(),
        r.status,
        METHOD[r.paymentMethod],
        r.name,
        r.email,
        r.phone,
        r.line1,
        r.line2,
        r.city,
        r.region,
        r.zipCode,
        r.country,
        r.discountCode ?? '',
        money(r.discount),
        money(r.subtotal),
        money(r.tax),
        money(r.total),
        money(r.refunded),
        r.sku ?? '',
        r.product ?? '',
        r.qty === null ? '' : String(r.qty),
        r.price === null ? '' : money(r.price),
        r.price === null || r.qty === null ? '' : money(r.price * r.qty),
      ];
    }
    after = rows.at(-1)!.id;
  }
}

/** The orders of a period (and status) as CSV for accounting (an email may start with "="). */
export const exportOrders = (q: Queryable, f: Filter): Readable => csvStream(orderRows(q, f));
