import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { optionName } from '../cart/repo.ts';
import { cardColumns, type CardRow } from '../products/cards.ts';
import { pricesAt } from '../products/pricing.ts';

/** The variant saved with a product, in the list's language; null when none was chosen. */
export interface SavedVariant {
  sku: string;
  color: string;
  size: string;
  stock: number;
  imageUrl: string;
}

const SAVED = `(select json_build_object('sku', v.sku, 'color', ${optionName('v.color_id')},
    'size', ${optionName('v.size_id')}, 'stock', v.stock,
    'imageUrl', coalesce((select i.url from product_images i where i.product_id = p.id
              order by i.color_id is not distinct from v.color_id desc, i.position limit 1), ''))
  from variants v where v.sku = w.sku)`;

/**
 * The user's saved products as cards (prices of the time `now`, in `currency`'s market) with their
 * saved variant, most recently saved first.
 */
export async function listWishlist(
  q: Queryable,
  userId: number,
  lang: Language,
  currency: string,
  now: Date,
) {
  return q.query<CardRow & { saved: SavedVariant | null }>(
    `select ${cardColumns(pricesAt('$3'), currency)}, ${SAVED} as saved
       from wishlist_items w
       join products p on p.id = w.product_id
       join product_texts t on t.product_id = p.id and t.lang = $2
      where w.user_id = $1
      order by w.created_at desc, p.id desc`,
    [userId, lang, now],
  );
}

export async function productExists(q: Queryable, productId: number) {
  return (await q.query('select 1 from products where id = $1', [productId])).length > 0;
}

export async function isVariantOf(q: Queryable, productId: number, sku: string) {
  const rows = await q.query('select 1 from variants where product_id = $1 and sku = $2', [
    productId,
    sku,
  ]);
  return rows.length > 0;
}

/** Saves the product; saved again, it keeps the variant now chosen (or the one it had). */
export async function addToWishlist(
  q: Queryable,
  userId: number,
  productId: number,
  sku: string | null,
  now: Date,
) {
  await q.query(
    `insert into wishlist_items (user_id, product_id, sku, created_at) values ($1, $2, $3, $4)
     on conflict (user_id, product_id) do update set sku = coalesce(excluded.sku, wishlist_items.sku)`,
    [userId, productId, sku, now],
  );
}

export async function removeFromWishlist(q: Queryable, userId: number, productId: number) {
  await q.query('delete from wishlist_items where user_id = $1 and product_id = $2', [
    userId,
    productId,
  ]);
}
