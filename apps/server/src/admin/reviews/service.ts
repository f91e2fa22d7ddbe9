import { mediaUrl, type ReviewModeration } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { iso, keysetPage } from '../paging.ts';

interface ReviewRow {
  id: number;
  productId: number;
  productName: string;
  name: string;
  rating: number;
  comment: string;
  imageUrl: string | null;
  mediaId: string | null;
  status: 'published' | 'hidden';
  createdAt: Date;
}

const COLUMNS = `r.id, r.product_id as "productId", coalesce(t.name, '') as "productName", r.name,
  r.rating, r.comment, r.image_url as "imageUrl", r.media_id as "mediaId", r.status,
  r.created_at as "createdAt"`;
const FROM = `reviews r left join product_texts t on t.product_id = r.product_id and t.lang = 'en'`;

const out = ({ mediaId, imageUrl, createdAt, ...row }: ReviewRow) => ({
  ...row,
  imageUrl: mediaId ? mediaUrl(mediaId) : imageUrl,
  createdAt: iso(createdAt),
});

/** The moderation queue: newest first, by status. */
export async function listReviews(
  q: Queryable,
  f: { status?: 'published' | 'hidden'; cursor?: string; limit: number },
) {
  const rows = await q.query<ReviewRow>(
    `select ${COLUMNS} from ${FROM}
      where ($1::text is null or r.status = $1) and ($2::int is null or r.id < $2)
      order by r.id desc limit $3`,
    [f.status ?? null, f.cursor ?? null, f.limit + 1],
  );
  const page = keysetPage(rows, f.limit, (row) => row.id);
  return { ...page, items: page.items.map(out) };
}

/**
 * Hides or publishes a review, and may remove its photo. A hidden review leaves its product's
 * rating (and a published one comes back into it) in the same transaction; the reviews and
 * products triggers of migrations 006 and 008 bump the catalog version, so every process drops
 * the cached product page and listing at once.
 */
export async function moderateReview(
  deps: AdminDeps,
  actor: Actor,
  id: number,
  input: ReviewModeration,
) {
  const now = deps.now();
  return deps.db.tx(async (q) => {
    const [before] = await q.query<ReviewRow>(
      `select ${COLUMNS} from ${FROM} where r.id = $1 for update of r`,
      [id],
    );
    if (!before) throw notFound('Review');
    const status = input.status ?? before.status;
    if (status !== before.status) {
      const sign = status === 'hidden' ? -1 : 1;
      await q.query(
        `update products set rating_total = greatest(0, rating_total + $2::int * $3::int),
                             review_count = greatest(0, review_count + $2::int)
          where id = $1`,
        [before.productId, sign, before.rating],
      );
    }
    const removeImage = input.removeImage === true;
    await q.query(
      `update reviews set status = $2,
              media_id = case when $3::boolean then null else media_id end,
              image_url = case when $3::boolean then null else image_url end
        where id = $1`,
      [id, status, removeImage],
    );
    const [after] = await q.query<ReviewRow>(`select ${COLUMNS} from ${FROM} where r.id = $1`, [
      id,
    ]);
    const snapshot = (r: ReviewRow) => ({ status: r.status, imageUrl: out(r).imageUrl });
    const change = { entity: 'review', entityId: id, action: 'moderate' } as const;
    await recordAudit(
      q,
      actor,
      { ...change, before: snapshot(before), after: snapshot(after!) },
      now,
    );
    return out(after!);
  });
}
