import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminReview } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { addRating, insertReview } from '../../modules/reviews/repo.ts';
import { staffSession } from '../test-helpers.ts';

let h: Harness;
let fulfilment: string;
let productId: number;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  fulfilment = (await staffSession(h, 'fulfilment')).cookie;
  [{ id: productId }] = (await h.db.query<{ id: number }>(
    `select id from products where status = 'published' order by id limit 1`,
  )) as [{ id: number }];
  await h.db.query('delete from reviews');
  await h.db.query('update products set rating_total = 0, review_count = 0 where id = $1', [
    productId,
  ]);
});
afterAll(() => h?.close());

const shopReviews = async () =>
  (
    (await h.app.inject({ url: `/api/v1/products/review/${productId}` })).json() as { id: number }[]
  ).map((r) => r.id);
const shopRating = async () =>
  (await h.app.inject({ url: `/api/v1/products/${productId}/en` })).json().rating as number;
const moderate = (id: number, payload: object, cookie = fulfilment) =>
  h.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${id}`, headers: { cookie }, payload });

it('hides a review from the shop list and rating at once, and removes only a photo', async () => {
  const good = await insertReview(h.db, {
    productId,
    name: 'Ada',
    rating: 5,
    comment: 'Lovely',
    lang: 'en',
    status: 'published',
  });
  await addRating(h.db, productId, 5);
  const bad = await insertReview(h.db, {
    productId,
    name: 'Spam',
    rating: 1,
    comment: 'Buy pills',
    lang: 'en',
    status: 'published',
  });
  await addRating(h.db, productId, 1);
  await h.db.query(`update reviews set image_url = '/uploads/x.jpg' where id = $1`, [good.id]);
  // Both answers are cached now: hiding must drop them at once.
  expect((await shopReviews()).sort()).toEqual([good.id, bad.id].sort());
  expect(await shopRating()).toBe(3);

  const queue = await h.app.inject({
    url: '/api/admin/reviews?status=published',
    headers: { cookie: fulfilment },
  });
  expect((queue.json().items as AdminReview[]).map((r) => r.id)).toEqual([bad.id, good.id]);

  const hidden = await moderate(bad.id, { status: 'hidden' });
  expect(hidden.json()).toMatchObject({ status: 'hidden' });
  expect(await shopReviews()).toEqual([good.id]);
  expect(await shopRating()).toBe(5);
  expect((await moderate(bad.id, { status: 'hidden' })).json().status).toBe('hidden');
  expect(await shopRating()).toBe(5);

  const photo = await moderate(good.id, { removeImage: true });
  expect(photo.json()).toMatchObject({ status: 'published', imageUrl: null });
  expect(await shopReviews()).toEqual([good.id]);

  expect((await moderate(bad.id, { status: 'published' })).json().status).toBe('published');
  expect(await shopRating()).toBe(3);
  expect((await moderate(bad.id, {})).statusCode).toBe(400);
  expect((await moderate(999999, { status: 'hidden' })).statusCode).toBe(404);
  const [audit] = await h.db.query<{ n: number }>(
    `select count(*)::int as n from audit_log where entity = 'review'`,
  );
  expect(audit!.n).toBe(4);
  const catalog = (await staffSession(h, 'catalog')).cookie;
  expect((await moderate(good.id, { status: 'published' }, catalog)).statusCode).toBe(200);
});

/** A shopper's review as the product page's form sends it. */
async function postReview(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ productId: String(productId), ...fields }))
    form.append(key, value);
  const encoded = new Response(form);
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/products/review',
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

it('holds reviews for approval when the owner asks, tells the staff, and answers one publicly', async () => {
  const owner = (await staffSession(h, 'owner')).cookie;
  const settings = (payload: object) =>
    h.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: owner },
      payload,
    });
  expect((await settings({ reviewApproval: true })).statusCode).toBe(200);
  const before = await shopReviews();
  const rating = await shopRating();

  const posted = await postReview({
    name: 'Chloé',
    rating: '2',
    comment: 'Runs small',
    lang: 'fr',
  });
  expect(posted.statusCode).toBe(201);
  const review = posted.json<{ id: number; pending: boolean }>();
  expect(review.pending).toBe(true);
  // Not in the shop, nor in the rating, until staff publish it.
  expect(await shopReviews()).toEqual(before);
  expect(await shopRating()).toBe(rating);
  const mails = await h.db.query<{ recipient: string; subject: string; text: string }>(
    `select recipient, subject, text from mail_outbox where kind = 'review-staff-new'
      and preview->>'review' = $1 order by id`,
    [String(review.id)],
  );
  expect(mails.length).toBeGreaterThanOrEqual(2);
  expect(mails[0]!.subject).toMatch(/^New review of .+: 2\/5$/);
  expect(mails[0]!.text).toContain('Runs small');
  expect(mails[0]!.text).toContain('It waits for your approval');

  const queue = await h.app.inject({
    url: '/api/admin/reviews?status=pending',
    headers: { cookie: fulfilment },
  });
  expect((queue.json().items as AdminReview[]).map((r) => r.id)).toEqual([review.id]);
  // Staff publish it with the shop's answer: listed, counted, answered.
  const answered = await moderate(review.id, {
    status: 'published',
    reply: 'Merci ! Prenez une taille au-dessus.',
  });
  expect(answered.json()).toMatchObject({
    status: 'published',
    reply: { text: 'Merci ! Prenez une taille au-dessus.' },
  });
  const listed = (await h.app.inject({ url: `/api/v1/products/review/${productId}` })).json<
    { id: number; reply: { text: string } | null }[]
  >();
  expect(listed.find((r) => r.id === review.id)?.reply?.text).toBe(
    'Merci ! Prenez une taille au-dessus.',
  );
  expect(await shopReviews()).toHaveLength(before.length + 1);
  expect((await moderate(review.id, { reply: '' })).statusCode).toBe(400);
  expect((await moderate(review.id, { reply: null })).json().reply).toBeNull();

  // Approval off again: a new review is published at once.
  await settings({ reviewApproval: false });
  const direct = await postReview({ name: 'Ana', rating: '5', comment: 'Perfect fit' });
  expect(direct.json().pending).toBe(false);
  expect(await shopReviews()).toContain(direct.json().id);
});
