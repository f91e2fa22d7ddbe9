import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

export interface ReviewRow {
  id: number;
  name: string;
  rating: number;
  comment: string;
  /** A review posted before photos were re-encoded: its file under /uploads. */
  image_url: string | null;
  mediaId: string | null;
  createdAt: Date;
  lang: Language;
  reply: string | null;
  repliedAt: Date | null;
}

const COLUMNS = `id, name, rating, comment, image_url, media_id as "mediaId", created_at as "createdAt",
  lang, reply, replied_at as "repliedAt"`;
/** A product page shows the newest reviews; older ones beyond this are not listed. */
const LISTED_REVIEWS = 100;

/** Those written in `lang` first (a shopper reads them), each group newest first. */
export function productReviews(db: Queryable, productId: number, lang: Language) {
  return db.query<ReviewRow>(
    `select ${COLUMNS} from reviews where product_id = $1 and status = 'published'
      order by lang = $2 desc, created_at desc, id desc limit ${LISTED_REVIEWS}`,
    [productId, lang],
  );
}

export async function productExists(db: Queryable, productId: number) {
  return (await db.query('select 1 from products where id = $1', [productId])).length > 0;
}

/** Counts a new rating into the product; false when there is no such product. */
export async function addRating(db: Queryable, productId: number, rating: number) {
  const rows = await db.query(
    `update products set rating_total = rating_total + $2, review_count = review_count + 1
      where id = $1 returning id`,
    [productId, rating],
  );
  return rows.length > 0;
}

export async function insertReview(
  db: Queryable,
  review: {
    productId: number;
    name: string;
    rating: number;
    comment: string;
    lang: Language;
    mediaId?: string;
    status: 'published' | 'pending';
  },
) {
  const [row] = await db.query<ReviewRow>(
    `insert into reviews (product_id, name, rating, comment, lang, media_id, status)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [
      review.productId,
      review.name,
      review.rating,
      review.comment,
      review.lang,
      review.mediaId ?? null,
      review.status,
    ],
  );
  return row!;
}
