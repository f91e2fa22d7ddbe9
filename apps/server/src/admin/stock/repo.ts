import type { StockReason } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

/** The variant, locked until the transaction ends: a count sets its stock from what it read. */
export async function variantBySku(q: Queryable, sku: string) {
  const [row] = await q.query<{ id: number; sku: string; stock: number; productId: number }>(
    'select id, sku, stock, product_id as "productId" from variants where sku = $1 for update',
    [sku],
  );
  return row;
}

/** Newest first, one SKU or all; `limit + 1` rows for keysetPage. */
export function listLedger(q: Queryable, f: { sku?: string; cursor?: string; limit: number }) {
  return q.query<{
    id: number;
    at: Date;
    sku: string;
    delta: number;
    stockAfter: number;
    reason: StockReason;
    note: string;
    orderCode: string | null;
    staffEmail: string | null;
  }>(
    `select l.id::int, l.at, l.sku, l.delta, l.stock_after as "stockAfter", l.reason, l.note,
            o.order_code as "orderCode", l.staff_email as "staffEmail"
       from stock_ledger l left join orders o on o.id = l.order_id
      where ($1::text is null or l.sku = $1) and ($2::bigint is null or l.id < $2)
      order by l.id desc limit $3`,
    [f.sku ?? null, f.cursor ?? null, f.limit + 1],
  );
}

/** Variants at or under `threshold`, by id; `limit + 1` rows for keysetPage. */
export function listLowStock(
  q: Queryable,
  f: { threshold: number; cursor?: string; limit: number },
) {
  return q.query<{
    id: number;
    sku: string;
    productId: number;
    name: string;
    color: string;
    size: string;
    stock: number;
  }>(
    `select v.id, v.sku, v.product_id as "productId", t.name, coalesce(c.code, '') as color, s.code as size, v.stock
       from variants v
       join products p on p.id = v.product_id and p.status <> 'archived'
       join product_texts t on t.product_id = v.product_id and t.lang = 'en'
       left join filter_options c on c.id = v.color_id
       join filter_options s on s.id = v.size_id
      where v.stock <= $1 and ($2::int is null or v.id > $2)
      order by v.id limit $3`,
    [f.threshold, f.cursor ?? null, f.limit + 1],
  );
}
