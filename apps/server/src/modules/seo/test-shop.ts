import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app.ts';
import { startHarness, type Harness } from '../../test/harness.ts';

/**
 * For a test file: a shop of 30 products at https://shop.example (`h`) and the same shop serving
 * the web app's page `shell` from a folder of its own (`web`), as a build would give it.
 */
export function shopWithShell(shell: string) {
  const shop = {} as { h: Harness; web: Awaited<ReturnType<typeof buildApp>> };
  let webDist = '';
  beforeAll(async () => {
    shop.h = await startHarness({ products: 30, env: { PUBLIC_URL: 'https://shop.example' } });
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), shell);
    shop.web = await buildApp({ config: shop.h.config, db: shop.h.db, webDist, logger: false });
    // A loaded machine (CI, parallel work) can take over a minute to migrate and seed PGlite.
  }, 240_000);
  afterAll(async () => {
    await shop.web.close();
    await shop.h.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });
  return shop;
}
