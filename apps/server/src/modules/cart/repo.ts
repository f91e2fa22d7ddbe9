import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { LISTED } from '../products/sql.ts';
import { pricesAt, variantPrice, type PriceColumns } from '../products/pricing.ts';
import { cartCodeSql, type CodeRow } from '../promotions/codes.ts';

/** A cart belongs to a signed-in user or to a guest's browser UUID. */
export type CartOwner = { userId: number } | { guestId: string };

/** The column naming `o` in tables kept per cart owner (carts, codes, orders), and its value. */
export const owner = (o: CartOwner) =>
  'userId' in o ? { column: 'user_id', value: o.userId } : { column: 'guest_id', value: o.guestId };

export interface LineRow {
  cartId: number;
  variantId: number;
  sku: string;
  productId: number;
  name: string;
  brand: string;
  imageUrl: string;
  sellingPriceCents: number;
  originalPriceCents: number;
  discountPercentage: number;
  size: string;
  color: string;
  qty: number;
  stock: number;
  /** False once the product is a draft again or archived: the line can only be removed. */
  available: boolean;
}

/**
 * A colour's or size's name in the request's language, else its code; '' for no option (a
 * product sold in sizes only has no colour). As a subquery it keeps the
 * line query a four-table join: planning a join grows fast with its tables, and PGlite plans every
 * call (an empty cart cost 3 ms of planning for 0.06 ms of work as one eight-table join).
 */
export const optionName = (
  optionId: string,
) => `coalesce((select coalesce(n.name, o.code) from filter_options o
  left join filter_option_names n on n.option_id = o.id and n.lang = $2 where o.id = ${optionId}), '')`;

/**
 * Units of variant `v` the cart's owner holds in orders awaiting card payment. Those orders keep
 * their lines in the cart until paid, so the cart counts the held units as available to it.
 */
const HELD_BY_OWNER = `(select coalesce(sum(oi.qty), 0)::int from orders o
  join order_items oi on oi.order_id = o.id and oi.variant_id = v.id
  where (o.user_id = l.user_id or o.guest_id = l.guest_id) and o.status = 'PENDING_PAYMENT')`;

// The variant's own colour's picture when the product has one, else its first picture. A product
// no longer sold has none left to order.
const lineColumns = (
  pricing: PriceColumns,
) => `l.id as "cartId", v.id as "variantId", v.sku, p.id as "productId", t.name, t.brand,
  coalesce((select i.url from product_images i where i.product_id = p.id
             order by i.color_id is not distinct from v.color_id desc, i.position limit 1), '') as "imageUrl",
  ${variantPrice(pricing)} as "sellingPriceCents", v.original_price_cents as "originalPriceCents",
  ${pricing.discount} as "discountPercentage", ${optionName('v.size_id')} as size,
  ${optionName('v.color_id')} as color, l.qty, ${LISTED} as available,
  case when ${LISTED} then v.stock + ${HELD_BY_OWNER} else 0 end as stock`;

const LINE_JOINS = `join variants v on v.id = l.variant_id
  join products p on p.id = v.product_id
  join product_texts t on t.product_id = p.id and t.lang = $2`;

/**
 * The owner's lines with the prices of the time `now` and today's stock; `lock` holds them for an
 * order being placed.
 */
export async function listLines(
  q: Queryable,
  o: CartOwner,
  lang: Language,
  now: Date,
  lock = false,
) {
  const { column, value } = owner(o);
  return q.query<LineRow>(
    `select ${lineColumns(pricesAt('$3'))} from cart_lines l ${LINE_JOINS}
      where l.${column} = $1 order by l.id ${lock ? 'for update of l' : ''}`,
    [value, lang, now],
  );
}

/**
 * The owner's cart as the shop shows it, in one statement: its lines as listLines reads them (as
 * JSON, so that an empty cart still answers its row) and the code applied to it. A guest's cart is
 * then one round trip; as two it took a third longer.
 */
export async function readCart(q: Queryable, o: CartOwner, lang: Language, now: Date) {
  const { column, value } = owner(o);
  const [row] = await q.query<CodeRow & { lines: LineRow[] }>(
    `select d.*, coalesce((select json_agg(x order by x."cartId")
                             from (select ${lineColumns(pricesAt('$3'))} from cart_lines l ${LINE_JOINS}
                                    where l.${column} = $1) x), '[]') as lines
       from (select 1) one left join (${cartCodeSql(column)}) d on true`,
    [value, lang, now],
  );
  const { lines, ...code } = row!;
  return { lines, code: code.id === null ? undefined : code };
}

/**
 * A variant by SKU, with its stock as the owner's cart sees it (their own held units included) and
 * whether its product is sold now.
 */
export async function findVariant(q: Queryable, sku: string, o: CartOwner) {
  const [row] = await q.query<{ id: number; productId: number; stock: number; listed: boolean }>(
    `select v.id, v.product_id as "productId", v.stock + ${HELD_BY_OWNER} as stock,
            exists (select 1 from products p where p.id = v.product_id and ${LISTED}) as listed
       from variants v, (select $2::int as user_id, $3::uuid as guest_id) l where v.sku = $1`,
    [sku, 'userId' in o ? o.userId : null, 'guestId' in o ? o.guestId : null],
  );
  return row;
}

/** The owner's line of that variant, optionally also by its id. */
export async function findLine(q: Queryable, o: CartOwner, variantId: number, lineId?: number) {
  const { column, value } = owner(o);
  const [row] = await q.query<{ id: number; qty: number }>(
    `select id, qty from cart_lines
      where ${column} = $1 and variant_id = $2 and ($3::int is null or id = $3)`,
    [value, variantId, lineId ?? null],
  );
  return row;
}

/** Adds `qty` to the variant's line (creating it) unless the sum would pass `limit`; false then. */
export async function addToLine(
  q: Queryable,
  o: CartOwner,
  variantId: number,
  qty: number,
  limit: number,
  now: Date,
) {
  const { column, value } = owner(o);
  const rows = await q.query(
    `insert into cart_lines (${column}, variant_id, qty, updated_at) values ($1, $2, $3, $5)
     on conflict (${column}, variant_id) where ${column} is not null
     do update set qty = cart_lines.qty + excluded.qty, updated_at = excluded.updated_at
      where cart_lines.qty + excluded.qty <= $4
     returning id`,
    [value, variantId, qty, limit, now],
  );
  return rows.length > 0;
}

export async function setLineQty(
  q: Queryable,
  o: CartOwner,
  lineId: number,
  qty: number,
  now: Date,
) {
  const { column, value } = owner(o);
  await q.query(
    `update cart_lines set qty = $3, updated_at = $4 where ${column} = $1 and id = $2`,
    [value, lineId, qty, now],
  );
}

export async function deleteLine(q: Queryable, o: CartOwner, lineId: number) {
  const { column, value } = owner(o);
  await q.query(`delete from cart_lines where ${column} = $1 and id = $2`, [value, lineId]);
}

export async function clearCart(q: Queryable, o: CartOwner) {
  const { column, value } = owner(o);
  await q.query(`delete from cart_lines where ${column} = $1`, [value]);
}

/**
 * Puts quantities into a user's cart, each line capped at 99 and at the variant's stock; a sold-out
 * variant, or one of a product no longer sold, is left out. Used by the sign-in merge.
 */
export async function addCapped(
  q: Queryable,
  userId: number,
  lines: { variantId: number; qty: number }[],
  now: Date,
) {
  for (const line of lines) {
    await q.query(
      `insert into cart_lines (user_id, variant_id, qty, updated_at)
       select $1, v.id, least($3, v.stock, 99), $4 from variants v join products p on p.id = v.product_id
        where v.id = $2 and v.stock > 0 and ${LISTED}
       on conflict (user_id, variant_id) where user_id is not null
       do update set qty = least(cart_lines.qty + excluded.qty,
                                 (select stock from variants where id = excluded.variant_id), 99),
                     updated_at = excluded.updated_at`,
      [userId, line.variantId, line.qty, now],
    );
  }
}

/** A paid card order's quantities leave its owner's cart; a line left with none goes. */
export async function takeOrderedFromCart(q: Queryable, cart: CartOwner, orderId: number) {
  const { column, value } = owner(cart);
  const ordered = `(select variant_id, sum(qty)::int as qty from order_items
    where order_id = $2 and variant_id is not null group by variant_id) s`;
  await q.query(
    `delete from cart_lines l using ${ordered}
      where l.${column} = $1 and l.variant_id = s.variant_id and l.qty <= s.qty`,
    [value, orderId],
  );
  await q.query(
    `update cart_lines l set qty = l.qty - s.qty from ${ordered}
      where l.${column} = $1 and l.variant_id = s.variant_id`,
    [value, orderId],
  );
}

/** Guest carts nobody came back to, and the codes applied to them. */
export async function pruneGuestCarts(q: Queryable, olderThan: Date) {
  await q.query('delete from cart_lines where guest_id is not null and updated_at < $1', [
    olderThan,
  ]);
  await q.query('delete from cart_discounts where guest_id is not null and updated_at < $1', [
    olderThan,
  ]);
}
