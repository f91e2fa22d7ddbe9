import type { StockReason } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

export interface StockMove {
  variantId: number;
  /** Units in (positive) or out (negative); never 0. */
  delta: number;
  reason: StockReason;
  note?: string;
  orderId?: number;
  staffEmail?: string;
}

/**
 * The one way stock changes: the variant's stock and its ledger row in one statement, so
 * variants.stock always equals the sum of its ledger. The update is conditional (stock never
 * goes below 0) and locks the variant's row until the transaction ends, so of two shoppers racing
 * for the last one, the second finds it gone. Answers the stock after the move, or undefined when
 * there was not enough.
 */
export async function moveStock(q: Queryable, move: StockMove): Promise<number | undefined> {
  const [row] = await q.query<{ stock: number }>(
    `with moved as (
       update variants set stock = stock + $2 where id = $1 and stock + $2 >= 0
       returning id, sku, stock
     )
     insert into stock_ledger (variant_id, sku, delta, stock_after, reason, note, order_id, staff_email)
     select id, sku, $2, stock, $3, $4, $5, $6 from moved
     returning stock_after as stock`,
    [
      move.variantId,
      move.delta,
      move.reason,
      move.note ?? '',
      move.orderId ?? null,
      move.staffEmail ?? null,
    ],
  );
  return row?.stock;
}

/**
 * Several moves of one reason in one statement (an import's counts, a new product's opening
 * stock), each as moveStock makes it: a move that would take a stock below 0 is not made.
 */
export async function moveStocks(
  q: Queryable,
  moves: { variantId: number; delta: number }[],
  reason: StockReason,
  staffEmail?: string,
) {
  if (!moves.length) return;
  await q.query(
    `with moves as (
       select * from json_to_recordset($1::json) as m("variantId" int, delta int)
     ), moved as (
       update variants v set stock = v.stock + m.delta from moves m
        where v.id = m."variantId" and v.stock + m.delta >= 0
       returning v.id, v.sku, v.stock, m.delta
     )
     insert into stock_ledger (variant_id, sku, delta, stock_after, reason, note, staff_email)
     select id, sku, delta, stock, $2, '', $3 from moved order by id`,
    [JSON.stringify(moves), reason, staffEmail ?? null],
  );
}

/**
 * Opening rows for the variants of products just inserted with their stock (the demo seed, an
 * import): each product's ledger starts where its stock does.
 */
export async function openLedger(q: Queryable, productIds: number[], reason: StockReason) {
  await q.query(
    `insert into stock_ledger (variant_id, sku, delta, stock_after, reason)
     select id, sku, stock, stock, $2 from variants
      where product_id = any($1::int[]) and stock > 0
      order by id`,
    [productIds, reason],
  );
}
