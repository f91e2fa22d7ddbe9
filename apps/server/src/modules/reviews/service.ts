import { mediaUrl, type Language, type Review, type ReviewFields } from '@atelier/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { storeImage } from '../../platform/media.ts';
import { isListed } from '../products/sql.ts';
import { addRating, insertReview, productExists, productReviews, type ReviewRow } from './repo.ts';
import type { FileStore } from '../../platform/files.ts';

const toReview = ({ createdAt, mediaId, image_url, ...row }: ReviewRow): Review => ({
  ...row,
  image_url: mediaId ? mediaUrl(mediaId) : image_url,
  createdAt: createdAt.toISOString(),
});

/**
 * A product's own reviews (DECISIONS.md: not product 1's for every product), those in the page's
 * language first, each group newest first.
 */
export async function listReviews(
  db: Queryable,
  productId: number,
  lang: Language,
): Promise<Review[]> {
  const rows = await productReviews(db, productId, lang);
  if (!rows.length && !(await productExists(db, productId))) throw notFound('Product');
  return rows.map(toReview);
}

/**
 * Saves a review and counts its rating into the product in one transaction. The photo, when there
 * is one, is stored first and outside it (platform/media.ts refuses what is not a picture it
 * takes): encoding takes a while, and on PGlite a transaction holds the only connection.
 */
export async function createReview(
  db: Db,
  files: FileStore,
  { image, ...fields }: ReviewFields & { image?: Buffer; lang: Language },
): Promise<Review> {
  if (!(await isListed(db, fields.productId))) throw notFound('Product');
  const media = image && (await storeImage(db, image, { files }));
  const row = await db.tx(async (q) => {
    if (!(await addRating(q, fields.productId, fields.rating))) throw notFound('Product');
    return insertReview(q, { ...fields, mediaId: media?.id });
  });
  return toReview(row);
}
