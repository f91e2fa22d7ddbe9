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
  });
  await addRating(h.db, productId, 5);
  const bad = await insertReview(h.db, {
    productId,
    name: 'Spam',
    rating: 1,
    comment: 'Buy pills',
    lang: 'en',
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
