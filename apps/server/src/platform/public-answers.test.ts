import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@atelier/contract';
import { startHarness, type Harness } from '../test/harness.ts';

// What a CDN in front of the shop may keep (ARCHITECTURE.md): public answers, one per address.
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 2 });
});
afterAll(async () => {
  await h?.close();
});

const CDN_KEEPS = /^public, max-age=0, s-maxage=60, stale-while-revalidate=300$/;

describe('answers behind a CDN', () => {
  it("lets a CDN keep a public answer a minute, then serve it while it asks again, whoever's cookie", async () => {
    for (const url of ['/api/v1/categories/tree/fr', '/api/v1/products?lang=en&pagesize=2']) {
      const plain = await h.app.inject({ url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['cache-control']).toMatch(CDN_KEEPS);
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.headers.etag).toMatch(/^"[\w-]{27}"$/);
      // A shopper's cookies change nothing: the CDN may give this answer to anyone.
      const cookie = `${LANGUAGE_COOKIE}=jp; atelier_session=someone`;
      const theirs = await h.app.inject({ url, headers: { cookie } });
      expect(theirs.headers.etag).toBe(plain.headers.etag);
      expect(theirs.body).toBe(plain.body);
    }
    const feed = await h.app.inject({ url: '/feeds/google/en.xml' });
    expect(feed.headers['cache-control']).toMatch(CDN_KEEPS);
    expect(feed.headers.etag).toBeTruthy();
  });

  it("keeps a shopper's own answers out of every cache", async () => {
    const cart = await h.app.inject({ url: '/api/v1/cart?userId=someone&lang=en' });
    expect(cart.headers['cache-control']).toBe('no-store');
    expect(cart.headers.etag).toBeUndefined();
  });
});
