import type { Readable } from 'node:stream';
import type { OrderStatus, PaymentMethod } from '@atelier/contract';
import { BASE_CURRENCY, currencyDigits } from '../../modules/markets/money.ts';
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
  'currency',
  'discount code',
  'discount',
  'subtotal',
  'shipping',
  'tax',
  'tax included',
  'total',
  'refunded',
  `total (${BASE_CURRENCY})`,
  'sku',
  'product',
  'qty',
  'unit price',
  'line total',
];
const BATCH = 1000;
/** An amount in its currency's unit, as many decimals as it has ("49.95", "9150"). */
const money = (minor: number, currency: string) => {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};
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
  currency: string;
  discountCode: string | null;
  discount: number;
  subtotal: number;
  shipping: number;
  tax: number;
  taxIncluded: boolean;
  total: number;
  refunded: number;
  /** The total less refunds in the base currency's minor unit, at the order's rate. */
  baseTotal: number;
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
              o.currency, o.discount_code as "discountCode", o.discount_cents as discount,
              o.subtotal_cents as subtotal, o.shipping_cents as shipping, o.tax_cents as tax,
              o.tax_included as "taxIncluded", o.total_cents as total, o.refunded_cents as refunded,
              round((o.total_cents - o.refunded_cents) * o.to_base)::int as "baseTotal", oi.sku, oi.name as product, oi.qty,
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
        r.currency,
        r.discountCode ?? '',
        money(r.discount, r.currency),
        money(r.subtotal, r.currency),
        money(r.shipping, r.currency),
        money(r.tax, r.currency),
        r.taxIncluded ? 'yes' : 'no',
        money(r.total, r.currency),
        money(r.refunded, r.currency),
        money(r.baseTotal, BASE_CURRENCY),
        r.sku ?? '',
        r.product ?? '',
        r.qty === null ? '' : String(r.qty),
        r.price === null ? '' : money(r.price, r.currency),
        r.price === null || r.qty === null ? '' : money(r.price * r.qty, r.currency),
      ];
    }
    after = rows.at(-1)!.id;
  }
}

/** The orders of a period (and status) as CSV for accounting (an email may start with "="). */
export const exportOrders = (q: Queryable, f: Filter): Readable => csvStream(orderRows(q, f));
