import {
  mediaUrl,
  type Language,
  type PostedReview,
  type Review,
  type ReviewFields,
} from '@atelier/contract';
import type { Config } from '../../platform/config.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { filesOf } from '../../platform/files.ts';
import { storeImage } from '../../platform/media.ts';
import { isListed } from '../products/sql.ts';
import { shopSettings } from '../settings/repo.ts';
import { addRating, insertReview, productExists, productReviews, type ReviewRow } from './repo.ts';
import { tellStaffOfReview } from './staff-mail.ts';

const toReview = ({
  createdAt,
  mediaId,
  image_url,
  reply,
  repliedAt,
  ...row
}: ReviewRow): Review => ({
  ...row,
  image_url: mediaId ? mediaUrl(mediaId) : image_url,
  createdAt: createdAt.toISOString(),
  reply: reply && repliedAt ? { text: reply, at: repliedAt.toISOString() } : null,
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
 * Saves a review, counts its rating into the product (once published) and tells the staff who
 * moderate, in one transaction. While the merchant holds reviews for approval it waits, pending,
 * outside the list and the rating. The photo, when there is one, is stored first and outside it
 * (platform/media.ts refuses what is not a picture it takes): encoding takes a while, and on PGlite
 * a transaction holds the only connection.
 */
export async function createReview(
  db: Db,
  config: Config,
  { image, ...fields }: ReviewFields & { image?: Buffer; lang: Language },
): Promise<PostedReview> {
  if (!(await isListed(db, fields.productId))) throw notFound('Product');
  const media = image && (await storeImage(db, image, { files: filesOf(config) }));
  const row = await db.tx(async (q) => {
    const pending = (await shopSettings(q, config)).reviewApproval;
    if (!pending && !(await addRating(q, fields.productId, fields.rating))) {
      throw notFound('Product');
    }
    const status = pending ? 'pending' : 'published';
    const review = await insertReview(q, { ...fields, mediaId: media?.id, status });
    await tellStaffOfReview(q, config.publicUrl, {
      ...review,
      productId: fields.productId,
      pending,
    });
    return { ...review, pending };
  });
  return { ...toReview(row), pending: row.pending };
}
