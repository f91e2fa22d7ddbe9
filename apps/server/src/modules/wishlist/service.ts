import type { Language, WishlistItem } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Market } from '../markets/repo.ts';
import { toCard } from '../products/cards.ts';
import { isListed } from '../products/sql.ts';
import {
  addToWishlist,
  isVariantOf,
  listWishlist,
  productExists,
  removeFromWishlist,
} from './repo.ts';

export async function wishlist(
  q: Queryable,
  userId: number,
  lang: Language,
  market: Market,
  now: Date,
): Promise<WishlistItem[]> {
  const rows = await listWishlist(q, userId, lang, market.currency, now);
  return rows.map(({ saved, ...row }) => {
    const card = toCard(row, market);
    if (!saved) return card;
    const { sku, color, size, stock, imageUrl } = saved;
    return { ...card, sku, color, sizeCount: 1, size, stock, imageUrl: imageUrl || card.imageUrl };
  });
}

/**
 * Saving or removing twice is the same as once; an unknown product is a 404 either way, and so is
 * saving one the shop no longer sells (a draft or archived one can still be removed). A saved
 * `sku` (the variant chosen on the product page) must be one of the product's.
 */
export async function changeWishlist(
  q: Queryable,
  userId: number,
  productId: number,
  change: { save: boolean; sku?: string; lang: Language; market: Market; now: Date },
) {
  if (!(await productExists(q, productId))) throw notFound('Product');
  if (change.save) {
    if (!(await isListed(q, productId))) throw notFound('Product');
    if (change.sku !== undefined && !(await isVariantOf(q, productId, change.sku))) {
      const message = 'This variant is not one of the product';
      throw new AppError('VALIDATION', message, { sku: message });
    }
    await addToWishlist(q, userId, productId, change.sku ?? null, change.now);
  } else await removeFromWishlist(q, userId, productId);
  return wishlist(q, userId, change.lang, change.market, change.now);
}
