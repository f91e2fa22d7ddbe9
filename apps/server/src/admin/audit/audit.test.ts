import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { insertReview } from '../../modules/reviews/repo.ts';
import { staffSession } from '../test-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
});
afterAll(() => h?.close());

it('names what each entry changed as people know it, not by its id', async () => {
  const owner = (await staffSession(h, 'owner')).cookie;
  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: { cookie: owner }, payload });
  const [product] = await h.db.query<{ id: number; name: string; sku: string }>(
    `select p.id, t.name, v.sku from products p
       join product_texts t on t.product_id = p.id and t.lang = 'en'
       join variants v on v.product_id = p.id order by p.id, v.id limit 1`,
  );
  const review = await insertReview(h.db, {
    productId: product!.id,
    name: 'Ada',
    rating: 2,
    comment: 'Meh',
    lang: 'en',
    status: 'published',
  });
  expect(
    (await call('PATCH', `/api/admin/reviews/${review.id}`, { status: 'hidden' })).statusCode,
  ).toBe(200);
  await call('POST', '/api/admin/stock/adjust', {
    sku: product!.sku,
    delta: 2,
    reason: 'received',
  });

  const entries = (await call('GET', '/api/admin/audit')).json().items as AuditEntry[];
  const of = (entity: string) => entries.find((e) => e.entity === entity)!;
  expect(of('review')).toMatchObject({
    entityId: String(review.id),
    name: `${product!.name} · Ada`,
  });
  expect(of('stock')).toMatchObject({ name: `${product!.name} · ${product!.sku}` });
});
