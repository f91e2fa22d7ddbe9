import type { Readable } from 'node:stream';
import type { OrderStatus } from '@atelier/contract';
import { csvStream } from '../../platform/csv.ts';
import type { Queryable } from '../../platform/db.ts';

const HEADER = [
  'code',
  'date',
  'status',
  'payment method',
  'subtotal',
  'tax',
  'total',
  'refunded',
  'customer email',
];
const BATCH = 1000;
const money = (cents: number) => (cents / 100).toFixed(2);

interface Filter {
  from?: string;
  to?: string;
  status?: OrderStatus;
}

/** The period's orders oldest first, BATCH at a time by id: memory stays flat at any size. */
async function* orderRows(q: Queryable, f: Filter): AsyncGenerator<string[]> {
  yield HEADER;
  let after = 0;
  for (;;) {
    const rows = await q.query<{
      id: number;
      code: string;
      createdAt: Date;
      status: string;
      paymentMethod: string;
      subtotal: number;
      tax: number;
      total: number;
      refunded: number;
      email: string;
    }>(
      `select id, order_code as code, created_at as "createdAt", status,
              payment_method as "paymentMethod", subtotal_cents as subtotal, tax_cents as tax,
              total_cents as total, refunded_cents as refunded, email
         from orders
        where id > $1 and ($2::date is null or created_at >= $2::date)
          and ($3::date is null or created_at < $3::date + 1) and ($4::text is null or status = $4)
        order by id limit $5`,
      [after, f.from ?? null, f.to ?? null, f.status ?? null, BATCH],
    );
    if (!rows.length) return;
    for (const r of rows) {
      yield [
        r.code,
        new Date(r.createdAt).toISOString(),
        r.status,
        r.paymentMethod,
        money(r.subtotal),
        money(r.tax),
        money(r.total),
        money(r.refunded),
        r.email,
      ];
    }
    after = rows.at(-1)!.id;
  }
}

/** The orders of a period (and status) as CSV for accounting (an email may start with "="). */
export const exportOrders = (q: Queryable, f: Filter): Readable => csvStream(orderRows(q, f));
