import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 20 });
});
afterAll(() => h.close());

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);

/** A multipart body as a browser's FormData would send it. */
async function post(
  fields: Record<string, string>,
  image?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image)
    form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  const encoded = new Response(form);
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/products/review',
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const valid = { productId: '3', name: 'Ana', rating: '4', comment: 'Lovely fabric' };

describe('reviews', () => {
  it("lists a product's own reviews, newest first", async () => {
    await h.db.query(`insert into reviews (product_id, name, rating, comment, created_at)
      values (5, 'Old', 2, 'first', now() - interval '2 days'), (5, 'New', 5, 'second', now() - interval '1 day'),
             (6, 'Other', 3, 'another product', now())`);
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/products/review/5' });
    expect(res.statusCode).toBe(200);
    const reviews: Review[] = res.json();
    const names = reviews.map((r) => r.name);
    expect(names).not.toContain('Other');
    expect(names.indexOf('New')).toBeLessThan(names.indexOf('Old'));
    expect(reviews[0]).toHaveProperty('image_url');
    expect(Date.parse(reviews[0]!.createdAt)).not.toBeNaN();
  });

  it('refuses a non-integer product id and answers 404 for no such product', async () => {
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/v1/products/review/x' })).statusCode,
    ).toBe(400);
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/v1/products/review/99999' })).statusCode,
    ).toBe(404);
  });

  it('creates a review: 201, listed first, and the product rating counts it', async () => {
    const before = (await h.app.inject({ method: 'GET', url: '/api/v1/products/3/en' })).json();
    const res = await post(valid);
    expect(res.statusCode, res.body).toBe(201);
    const review: Review = res.json();
    expect(review).toMatchObject({
      name: 'Ana',
      rating: 4,
      comment: 'Lovely fabric',
      image_url: null,
    });

    const list: Review[] = (
      await h.app.inject({ method: 'GET', url: '/api/v1/products/review/3' })
    ).json();
    expect(list[0]!.id).toBe(review.id);
    const after = (await h.app.inject({ method: 'GET', url: '/api/v1/products/3/en' })).json();
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    const [row] = await h.db.query<{ total: number; count: number }>(
      'select rating_total as total, review_count as count from products where id = 3',
    );
    expect(after.rating).toBeCloseTo(row!.total / row!.count, 1);
  });

  it("answers SPEC's messages for missing or bad fields", async () => {
    const res = await post({ productId: '3', rating: '9', comment: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: {
        name: 'Name is required',
        rating: 'Rating must be between 1 and 5',
        comment: 'Comment is required',
      },
    });
    expect((await post({ ...valid, rating: '0' })).json().error.fields.rating).toBe(
      'Rating must be between 1 and 5',
    );
    expect((await post({ ...valid, productId: '99999' })).statusCode).toBe(404);
    const json = await h.app.inject({
      method: 'POST',
      url: '/api/v1/products/review',
      payload: valid,
    });
    expect(json.statusCode).toBe(400);
  });

  it('judges the image by its bytes, not its name or declared type', async () => {
    const png = await post(valid, { bytes: PNG, name: 'notes.txt', type: 'text/plain' });
    expect(png.statusCode, png.body).toBe(201);
    const url: string = png.json().image_url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    const served = await h.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await post(valid, { bytes: html, name: 'cat.png', type: 'image/png' });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.fields).toHaveProperty('image');
  });

  it('accepts JPEG, GIF and WebP; an empty file input means no image', async () => {
    const images = {
      jpg: Buffer.from('ffd8ffe000104a464946', 'hex'),
      gif: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
      webp: Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'),
    };
    for (const [ext, bytes] of Object.entries(images)) {
      const res = await post(valid, { bytes, name: 'x', type: 'application/octet-stream' });
      expect(res.statusCode, ext).toBe(201);
      expect(res.json().image_url).toMatch(new RegExp(`\\.${ext}$`));
    }
    const empty = await post(valid, {
      bytes: Buffer.alloc(0),
      name: '',
      type: 'application/octet-stream',
    });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().image_url).toBeNull();
  });

  it('refuses an image over 5 MB with a 400 naming image, also over a real connection', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await post(valid, { bytes: big, name: 'big.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.image).toBe('Image must be at most 5 MB');

    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.append(key, value);
    form.append('image', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'big.png');
    const real = await fetch(`${address}/api/v1/products/review`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    expect(real.status).toBe(400);
    expect((await real.json()).error.fields.image).toBe('Image must be at most 5 MB');
  });

  it('serves nothing else from /uploads', async () => {
    for (const url of [
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/../package.json',
      '/uploads/x.html',
      `/uploads/${'a'.repeat(32)}.png`,
      `/uploads/${'a'.repeat(32)}.svg`,
    ]) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
