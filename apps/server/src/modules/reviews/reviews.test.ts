import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, MEDIA_MESSAGES, MEDIA_WIDTHS, type Review } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { bombPng, hasGps, photoJpeg } from '../../test/images.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 20 });
});
afterAll(() => h.close());

let PNG: Buffer;
beforeAll(async () => {
  PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#9caf88' } })
    .png()
    .toBuffer();
});

/** A multipart body as a browser's FormData would send it. */
async function post(
  fields: Record<string, string>,
  image?: { bytes: Buffer; name: string; type: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image)
    form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  const encoded = new Response(form);
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/products/review',
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
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
    // Written before reviews had a language: English, as the demo's are.
    expect(new Set(reviews.map((r) => r.lang))).toEqual(new Set(['en']));
    expect(Date.parse(reviews[0]!.createdAt)).not.toBeNaN();
  });

  it("keeps each review's language and lists the page's language first", async () => {
    const [seeded] = await h.db.query<{ n: number }>(
      'select count(*)::int as n from reviews where product_id = 8',
    );
    const demo = (lang: string) => Array<string>(seeded!.n).fill(lang);
    const japanese = await post({
      ...valid,
      productId: '8',
      comment: '生地が柔らかい',
      lang: 'jp',
    });
    expect(japanese.statusCode, japanese.body).toBe(201);
    expect(japanese.json().lang).toBe('jp');
    // No language in the form: the page's, as the server reads it for a page (its cookie here).
    const cookie = { cookie: `${LANGUAGE_COOKIE}=tw` };
    expect(
      (await post({ ...valid, productId: '8', comment: '很好' }, undefined, cookie)).json().lang,
    ).toBe('tw');
    const english = await post({ ...valid, productId: '8', comment: 'Newest, in English' });
    expect(english.json().lang).toBe('en');
    expect((await post({ ...valid, lang: 'xx' })).statusCode).toBe(400);

    // The product's demo reviews (English, older) are listed too.
    const list = async (query: string) => {
      const res = await h.app.inject({ url: `/api/v1/products/review/8${query}` });
      return (res.json() as Review[]).map((r) => r.lang);
    };
    expect(await list('?lang=jp')).toEqual(['jp', 'en', 'tw', ...demo('en')]);
    expect(await list('?lang=tw')).toEqual(['tw', 'en', 'jp', ...demo('en')]);
    expect(await list('')).toEqual(['en', ...demo('en'), 'tw', 'jp']);
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
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{24}-640\.webp$/);

    const served = await h.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 40, height: 30 });

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await post(valid, { bytes: html, name: 'cat.png', type: 'image/png' });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.fields).toEqual({ image: MEDIA_MESSAGES.kind });
  });

  it('accepts JPEG, GIF, WebP and AVIF; an empty file input means no image', async () => {
    for (const format of ['jpeg', 'gif', 'webp', 'avif'] as const) {
      const bytes = await sharp(PNG).toFormat(format).toBuffer();
      const res = await post(valid, { bytes, name: 'x', type: 'application/octet-stream' });
      expect(res.statusCode, format).toBe(201);
      expect(res.json().image_url).toMatch(/-640\.webp$/);
    }
    const empty = await post(valid, {
      bytes: Buffer.alloc(0),
      name: '',
      type: 'application/octet-stream',
    });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().image_url).toBeNull();
  });

  it('refuses a decompression bomb with a 400, and counts no review', async () => {
    const bomb = bombPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(40_000);
    const before = await h.db.query('select id from reviews');
    const res = await post(valid, { bytes: bomb, name: 'bomb.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: { image: MEDIA_MESSAGES.pixels },
    });
    expect(await h.db.query('select id from reviews')).toHaveLength(before.length);
  });

  it('keeps no trace of where a photo was taken, and serves a huge one downsized', async () => {
    const jpeg = await photoJpeg(
      6000,
      4000,
      (image) =>
        image.withExif({
          IFD0: { Make: 'Phone' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
        }),
      { grain: false },
    );
    expect(hasGps((await sharp(jpeg).metadata()).exif)).toBe(true);
    const res = await post(valid, { bytes: jpeg, name: 'IMG_0001.JPG', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(201);
    const url: string = res.json().image_url;
    const listed: Review[] = (
      await h.app.inject({ method: 'GET', url: '/api/v1/products/review/3' })
    ).json();
    expect(listed[0]!.image_url).toBe(url);

    for (const width of MEDIA_WIDTHS) {
      const served = await h.app.inject({ method: 'GET', url: url.replace('-640.', `-${width}.`) });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        width,
        Math.round((width * 2) / 3),
      ]);
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes('Phone')).toBe(false);
    }
    expect((await h.app.inject({ method: 'GET', url })).rawPayload.length).toBeLessThan(100_000);
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

  it('still shows a photo posted before photos were re-encoded', async () => {
    const name = `${'b'.repeat(32)}.png`;
    await fs.mkdir(h.config.uploadDir, { recursive: true });
    await fs.writeFile(path.join(h.config.uploadDir, name), PNG);
    await h.db.query(
      `insert into reviews (product_id, name, rating, comment, image_url)
       values (7, 'Before', 5, 'kept', $1)`,
      [`/uploads/${name}`],
    );
    const [review]: Review[] = (
      await h.app.inject({ method: 'GET', url: '/api/v1/products/review/7' })
    ).json();
    expect(review!.image_url).toBe(`/uploads/${name}`);
    const served = await h.app.inject({ method: 'GET', url: review!.image_url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves nothing else from /uploads or /media/photos', async () => {
    for (const url of [
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/../package.json',
      '/uploads/x.html',
      `/uploads/${'a'.repeat(32)}.png`,
      `/uploads/${'a'.repeat(32)}.svg`,
      `/media/photos/${'a'.repeat(24)}-640.webp`,
    ]) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    for (const url of [
      '/media/photos/..%2F..%2Fetc%2Fpasswd',
      `/media/photos/${'a'.repeat(24)}-641.webp`,
      `/media/photos/${'a'.repeat(24)}-640.png`,
      `/media/photos/..%2F${'a'.repeat(24)}-640.webp`,
    ]) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });
});
