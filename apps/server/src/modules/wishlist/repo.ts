import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { CARD_COLUMNS, type CardRow } from '../products/cards.ts';

/** The user's saved products as cards, most recently saved first. */
export function listWishlist(q: Queryable, userId: number, lang: Language) {
  return q.query<CardRow>(
    `select ${CARD_COLUMNS}
       from wishlist_items w
       join products p on p.id = w.product_id
       join product_texts t on t.product_id = p.id and t.lang = $2
      where w.user_id = $1
      order by w.created_at desc, p.id desc`,
    [userId, lang],
  );
}

export async function productExists(q: Queryable, productId: number) {
  return (await q.query('select 1 from products where id = $1', [productId])).length > 0;
}

export async function addToWishlist(q: Queryable, userId: number, productId: number, now: Date) {
  await q.query(
    `insert into wishlist_items (user_id, product_id, created_at) values ($1, $2, $3)
     on conflict do nothing`,
    [userId, productId, now],
  );
}

export async function removeFromWishlist(q: Queryable, userId: number, productId: number) {
  await q.query('delete from wishlist_items where user_id = $1 and product_id = $2', [
    userId,
    productId,
  ]);
}
