// A product taken off the shop (a draft again, or archived) can't be carted, saved, reviewed or
// ordered; a cart line of it shows as unavailable and can only be removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartSummary } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import {
  cartUpdate,
  fillCart,
  order,
  stockOf,
  variants,
  type VariantFixture,
} from '../orders/test-helpers.ts';

const email = 'ada@example.com';
let h: Harness;
let cookie: string;
let kept: VariantFixture;
let gone: VariantFixture;

beforeAll(async () => {
  h = await startHarness({ products: 6 });
  cookie = await signedIn(h.app, email);
  [kept, gone] = await variants(h, 2);
});
afterAll(() => h?.close());

const setStatus = (v: VariantFixture, status: string) =>
  h.db.query('update products set status = $2 where id = $1', [v.productId, status]);

const cart = async () =>
  (
    (
      await h.app.inject({
        url: `/api/v1/cart?userId=${encodeURIComponent(email)}&lang=en`,
        headers: { cookie },
      })
    ).json() as {
      productCart: CartSummary['productCart'];
    }
  ).productCart;

describe('a product no longer sold', () => {
  it('shows its cart line as unavailable, refuses changes and the order, and lets it go', async () => {
    await fillCart(h.app, cookie, email, [
      [kept, 1],
      [gone, 2],
    ]);
    await setStatus(gone, 'archived');
    const line = (await cart()).find((l) => l.sku === gone.sku)!;
    expect(line).toMatchObject({ available: false, stock: 0 });
    expect((await cart()).find((l) => l.sku === kept.sku)).toMatchObject({ available: true });

    const more = { userId: email, sku: gone.sku, productId: gone.productId, qty: 1 };
    const added = await cartUpdate(h.app, cookie, { ...more, action: 'I' });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ error: { reason: 'UNAVAILABLE' } });
    const changed = await cartUpdate(h.app, cookie, { ...more, qty: 1, action: 'U' });
    expect(changed.statusCode).toBe(409);

    const stockBefore = await stockOf(h, gone.sku);
    const placed = await order(h.app, cookie);
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({ error: { reason: 'UNAVAILABLE' } });
    expect(await stockOf(h, gone.sku)).toBe(stockBefore);
    expect(await h.db.query('select id from orders')).toEqual([]);

    const removed = await cartUpdate(h.app, cookie, { ...more, action: 'D' });
    expect(removed.statusCode).toBe(200);
    expect((await order(h.app, cookie)).statusCode).toBe(201);
  });

  it('is not carted, saved or reviewed while a draft, and is again once published', async () => {
    await setStatus(gone, 'draft');
    const add = () =>
      cartUpdate(h.app, cookie, {
        userId: email,
        sku: gone.sku,
        productId: gone.productId,
        qty: 1,
        action: 'I',
      });
    expect((await add()).statusCode).toBe(409);
    const wish = (method: 'PUT' | 'DELETE') =>
      h.app.inject({ method, url: `/api/v1/wishlist/${gone.productId}`, headers: { cookie } });
    expect((await wish('PUT')).statusCode).toBe(404);
    // One saved before it went off the shop can still be removed.
    expect((await wish('DELETE')).statusCode).toBe(200);

    const form = new FormData();
    const review = { productId: String(gone.productId), name: 'Ana', rating: '4', comment: 'Nice' };
    for (const [key, value] of Object.entries(review)) form.append(key, value);
    const encoded = new Response(form);
    const reviewed = await h.app.inject({
      method: 'POST',
      url: '/api/v1/products/review',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(reviewed.statusCode).toBe(404);
    expect(await h.db.query('select id from reviews where name = $1', ['Ana'])).toEqual([]);

    await setStatus(gone, 'published');
    expect((await add()).statusCode).toBe(200);
    expect((await wish('PUT')).statusCode).toBe(200);
  });
});
