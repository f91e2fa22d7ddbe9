import { mediaUrl, type ReviewModeration, type ReviewStatus } from '@atelier/contract';
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
  status: ReviewStatus;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
}

const COLUMNS = `r.id, r.product_id as "productId", coalesce(t.name, '') as "productName", r.name,
  r.rating, r.comment, r.image_url as "imageUrl", r.media_id as "mediaId", r.status,
  r.created_at as "createdAt", r.reply, r.replied_at as "repliedAt"`;
const FROM = `reviews r left join product_texts t on t.product_id = r.product_id and t.lang = 'en'`;

const out = ({ mediaId, imageUrl, createdAt, reply, repliedAt, ...row }: ReviewRow) => ({
  ...row,
  imageUrl: mediaId ? mediaUrl(mediaId) : imageUrl,
  createdAt: iso(createdAt),
  reply: reply && repliedAt ? { text: reply, at: iso(repliedAt) } : null,
});

/** Only a published review is in the shop's list and its product's rating. */
const counted = (status: ReviewStatus) => (status === 'published' ? 1 : 0);

/** The moderation queue: newest first, by status. */
export async function listReviews(
  q: Queryable,
  f: { status?: ReviewStatus; cursor?: string; limit: number },
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
 * Publishes (a pending one too) or hides a review, may remove its photo, and writes or takes away
 * the shop's public answer. A review leaves its product's rating when it stops being published
 * (and comes into it when published) in the same transaction; the reviews and products triggers
 * tell every process to drop the cached product page and listing.
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
    const sign = counted(status) - counted(before.status);
    if (sign !== 0) {
      await q.query(
        `update products set rating_total = greatest(0, rating_total + $2::int * $3::int),
                             review_count = greatest(0, review_count + $2::int)
          where id = $1`,
        [before.productId, sign, before.rating],
      );
    }
    const removeImage = input.removeImage === true;
    const reply = input.reply === undefined ? before.reply : input.reply;
    await q.query(
      `update reviews set status = $2,
              media_id = case when $3::boolean then null else media_id end,
              image_url = case when $3::boolean then null else image_url end,
              reply = $4::text,
              replied_at = case when $4::text is distinct from reply then $5 else replied_at end
        where id = $1`,
      [id, status, removeImage, reply, now],
    );
    const [after] = await q.query<ReviewRow>(`select ${COLUMNS} from ${FROM} where r.id = $1`, [
      id,
    ]);
    const snapshot = (r: ReviewRow) => ({
      status: r.status,
      imageUrl: out(r).imageUrl,
      reply: r.reply,
    });
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
