import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { GARMENTS } from '../../db/seed/vocab/garments.ts';
import { GARMENT_TYPES } from './garments.ts';

let h: Harness;
const get = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  h = await startHarness({ products: 1 });
});
afterAll(() => h.close());

describe('GET /media/garments/:name', () => {
  it('draws every garment the catalog sells', () => {
    for (const garment of GARMENTS.keys()) expect(GARMENT_TYPES).toContain(garment);
  });

  it('answers an immutable, sandboxed SVG in the asked colour', async () => {
    const res = await get('/media/garments/dress-c0392b.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 600 600"/);
    expect(res.body).toMatch(/<\/svg>$/);
    expect(res.body).toContain('#c0392b');
    expect(res.body).not.toMatch(/<script|href=|on\w+=/i);
  });

  it('draws the same image for the same name and another for another colour or garment', async () => {
    const [a, b, c, d] = await Promise.all(
      ['shirt-1f2d4d', 'shirt-1f2d4d', 'shirt-9caf88', 'coat-1f2d4d'].map((n) =>
        get(`/media/garments/${n}.svg`),
      ),
    );
    expect(b!.body).toBe(a!.body);
    expect(b!.headers.etag).toBe(a!.headers.etag);
    expect(c!.body).not.toBe(a!.body);
    expect(d!.body).not.toBe(a!.body);
  });

  it('answers 304 when the browser already has that version', async () => {
    const first = await get('/media/garments/sneakers-f5f5f0.svg');
    const again = await get('/media/garments/sneakers-f5f5f0.svg', {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses a malformed name with 400 and an unknown garment with 404', async () => {
    for (const name of [
      'dress-c0392.svg',
      'dress-C0392B.svg',
      'dress-zz0000.svg',
      'dress.svg',
      '..%2Fetc.svg',
    ]) {
      const res = await get(`/media/garments/${name}`);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    const unknown = await get('/media/garments/spacesuit-c0392b.svg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Garment "spacesuit" not found' },
    });
  });
});

describe('GET /media/{banners,collections,deals}/:name', () => {
  it('serves each numbered scene with the same cache headers', async () => {
    for (const url of ['/media/banners/1.svg', '/media/collections/5.svg', '/media/deals/4.svg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/media/banners/1.svg')).body).toContain('viewBox="0 0 1200 480"');
  });

  it('refuses a scene that does not exist or a bad name', async () => {
    expect((await get('/media/banners/99.svg')).statusCode).toBe(404);
    expect((await get('/media/deals/0.svg')).statusCode).toBe(400);
    expect((await get('/media/collections/one.svg')).statusCode).toBe(400);
  });
});
