import fs from 'node:fs/promises';
import path from 'node:path';
import type { Review, ReviewFields } from '@atelier/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { imageExtension, storeImage } from './image.ts';
import { addRating, insertReview, productExists, productReviews, type ReviewRow } from './repo.ts';

export const UPLOADS_PATH = '/uploads';

const toReview = ({ createdAt, ...row }: ReviewRow): Review => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/** A product's own reviews, newest first (DECISIONS.md: not product 1's for every product). */
export async function listReviews(db: Queryable, productId: number): Promise<Review[]> {
  const rows = await productReviews(db, productId);
  if (!rows.length && !(await productExists(db, productId))) throw notFound('Product');
  return rows.map(toReview);
}

/**
 * Saves a review and counts its rating into the product in one transaction. The image, when there
 * is one, must be a PNG, JPEG, GIF or WebP by its bytes; it is stored under a random name.
 */
export async function createReview(
  db: Db,
  uploadDir: string,
  { image, ...fields }: ReviewFields & { image?: Buffer },
): Promise<Review> {
  const ext = image && imageExtension(image);
  if (image && !ext) {
    throw new AppError('VALIDATION', 'The image is not a picture', {
      image: 'Image must be a PNG, JPEG, GIF or WebP picture',
    });
  }
  let stored: string | undefined;
  try {
    const row = await db.tx(async (q) => {
      if (!(await addRating(q, fields.productId, fields.rating))) throw notFound('Product');
      if (image && ext) stored = await storeImage(uploadDir, image, ext);
      return insertReview(q, { ...fields, imageUrl: stored && `${UPLOADS_PATH}/${stored}` });
    });
    return toReview(row);
  } catch (error) {
    if (stored) await fs.rm(path.join(uploadDir, stored), { force: true });
    throw error;
  }
}
