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
}

const COLUMNS =
  'id, name, rating, comment, image_url, media_id as "mediaId", created_at as "createdAt"';
/** A product page shows the newest reviews; older ones beyond this are not listed. */
const LISTED_REVIEWS = 100;

export function productReviews(db: Queryable, productId: number) {
  return db.query<ReviewRow>(
    `select ${COLUMNS} from reviews where product_id = $1 and status = 'published'
      order by created_at desc, id desc limit ${LISTED_REVIEWS}`,
    [productId],
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
  review: { productId: number; name: string; rating: number; comment: string; mediaId?: string },
) {
  const [row] = await db.query<ReviewRow>(
    `insert into reviews (product_id, name, rating, comment, media_id)
     values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
    [review.productId, review.name, review.rating, review.comment, review.mediaId ?? null],
  );
  return row!;
}
