import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { startHarness, type Harness } from '../../test/harness.ts';

const SHELL =
  '<!doctype html><html><head><script type="module" crossorigin src="/admin/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'export const back = "office";\n';

let h: Harness;
let app: App;
let adminDist: string;
beforeAll(async () => {
  h = await startHarness({ products: 1 });
  adminDist = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-admin-'));
  await fs.mkdir(path.join(adminDist, 'assets'));
  await fs.writeFile(path.join(adminDist, 'index.html'), SHELL);
  await fs.writeFile(path.join(adminDist, 'assets/index-A1.js'), SCRIPT);
  app = await buildApp({ config: h.config, db: h.db, adminDist, logger: false });
});
afterAll(async () => {
  await app?.close();
  await h?.close();
  await fs.rm(adminDist, { recursive: true, force: true });
});

describe('the built back office under /admin', () => {
  it('answers its page for /admin and every deep link, never cached, with the CSP', async () => {
    for (const url of ['/admin', '/admin/', '/admin/stock/low?cursor=12', '/admin/audit']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toBe(SHELL);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('sends hashed assets cached for a year, and a missing one is a 404, not the page', async () => {
    const script = await app.inject({ url: '/admin/assets/index-A1.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(SCRIPT);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ url: '/admin/assets/gone-B2.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('leaves the admin API to the API', async () => {
    const me = await app.inject({ url: '/api/admin/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('UNAUTHENTICATED');
  });
});
