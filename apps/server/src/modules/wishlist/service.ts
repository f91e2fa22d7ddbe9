import type { Language, ProductCard } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { toCard } from '../products/cards.ts';
import { addToWishlist, listWishlist, productExists, removeFromWishlist } from './repo.ts';

export async function wishlist(
  q: Queryable,
  userId: number,
  lang: Language,
): Promise<ProductCard[]> {
  return (await listWishlist(q, userId, lang)).map(toCard);
}

/** Saving or removing twice is the same as once; an unknown product is a 404 either way. */
export async function changeWishlist(
  q: Queryable,
  userId: number,
  productId: number,
  change: { save: boolean; lang: Language; now: Date },
) {
  if (!(await productExists(q, productId))) throw notFound('Product');
  if (change.save) await addToWishlist(q, userId, productId, change.now);
  else await removeFromWishlist(q, userId, productId);
  return wishlist(q, userId, change.lang);
}
