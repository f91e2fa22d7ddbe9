import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { startHarness, type Harness } from '../test/harness.ts';

const SHELL = '<!doctype html><html><head><title>Atelier</title></head><body></body></html>';
const stripe = { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' };

let h: Harness;
let web: App;
let stripeWeb: App;
let webDist: string;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), SHELL);
  web = await buildApp({ config: h.config, db: h.db, webDist, logger: false });
  const https = { ...h.config, stripe, publicUrl: 'https://shop.example' };
  stripeWeb = await buildApp({ config: https, db: h.db, webDist, logger: false });
});
afterAll(async () => {
  await web?.close();
  await stripeWeb?.close();
  await h?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it("lets the shop's pages load only from its own origin", async () => {
    const res = await web.inject('/cart');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      'cross-origin-opener-policy': 'same-origin',
    });
    // Over plain HTTP a browser would ignore it; promising HTTPS there would be wrong anyway.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends them with API answers and errors too', async () => {
    // The last is refused by Fastify itself, before routing (a broken %-escape).
    for (const url of [
      '/api/health',
      '/api/v1/nothing',
      '/api/v1/categories/tree/xx',
      '/api/%zz',
    ]) {
      const res = await h.app.inject(url);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('lets the API docs page (Swagger UI) set inline styles, and nothing more', async () => {
    const res = await h.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it("keeps an image route's own stricter policy", async () => {
    const res = await h.app.inject('/media/garments/dress-c0392b.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("adds Stripe's origins when Stripe takes the payments, and HSTS over HTTPS", async () => {
    const res = await stripeWeb.inject('/cart/checkout/payment');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(csp['frame-src']).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(res.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    );
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('body size limits', () => {
  const bigJson = JSON.stringify({ email: `${'a'.repeat(2 * 1024 * 1024)}@example.com` });
  const bigForm = () => {
    const form = new FormData();
    form.append('productId', '1');
    form.append('image', new Blob([new Uint8Array(11 * 1024 * 1024)]), 'big.png');
    return form;
  };

  it('answers 413 with the error body to a JSON body over 1 MB', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: bigJson,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION', message: expect.any(String) } });
    // The auth routes answer text, their refusals included.
    const auth = await h.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { 'content-type': 'application/json' },
      payload: bigJson,
    });
    expect(auth.statusCode).toBe(413);
    expect(auth.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers 413 to a review form declared over 10 MB, before reading it', async () => {
    const encoded = new Response(bigForm());
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/products/review',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('VALIDATION');
  });

  it('answers the same over a real connection, without hanging', async () => {
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const send = (url: string, init: RequestInit) =>
      fetch(`${address}${url}`, { method: 'POST', signal: AbortSignal.timeout(10_000), ...init });
    const json = await send('/api/newsletter', {
      headers: { 'content-type': 'application/json' },
      body: bigJson,
    });
    expect(json.status).toBe(413);
    expect((await json.json()).error.code).toBe('VALIDATION');
    const form = await send('/api/v1/products/review', { body: bigForm() });
    expect(form.status).toBe(413);
    expect((await form.json()).error.code).toBe('VALIDATION');
    // The server still answers afterwards.
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
  });
});
