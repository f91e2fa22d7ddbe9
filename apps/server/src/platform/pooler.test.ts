// Behind PgBouncer in transaction mode (Debian's, started by the test): the server starts, migrates
// over DATABASE_DIRECT_URL, and serves reads and writes whose statements may each land on another
// server connection.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { freshDatabase } from '../test/fresh-database.ts';
import { freePort, startServer, waitForHealth } from '../test/server-process.ts';

const PGBOUNCER = '/usr/sbin/pgbouncer';
const serverUrl = process.env.DATABASE_URL;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-pooler-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** PgBouncer in transaction mode in front of `server`, two server connections per database. */
async function pgbouncer(server: URL) {
  const port = await freePort();
  const user = decodeURIComponent(server.username);
  fs.writeFileSync(path.join(dir, 'users.txt'), `"${user}" ""\n`);
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 2',
      'unix_socket_dir =',
    ].join('\n'),
  );
  // PgBouncer will not run as root, which CI is: it drops to nobody, who must read its files.
  fs.chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'nobody'] : []), 'pgbouncer.ini'], {
    cwd: dir,
    stdio: 'ignore',
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { port, stop: () => child.kill('SIGTERM') };
}

describe.skipIf(!serverUrl || !fs.existsSync(PGBOUNCER))('behind PgBouncer', () => {
  it('starts, migrates directly and serves reads and writes through the pooler', async () => {
    const database = await freshDatabase(serverUrl!, 'atelier_pooler');
    const direct = new URL(database.url);
    const bouncer = await pgbouncer(direct);
    const pooled = new URL(direct);
    pooled.host = `127.0.0.1:${bouncer.port}`;
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: pooled.toString(),
      DATABASE_DIRECT_URL: direct.toString(),
    });
    try {
      expect(await waitForHealth(port, server.exited)).toMatchObject({ status: 'ok' });
      const base = `http://127.0.0.1:${port}`;
      // More requests at once than the pooler has server connections, each several statements.
      const pages = await Promise.all(
        Array.from({ length: 12 }, (_, i) => fetch(`${base}/api/v1/products/${(i % 6) + 1}/en`)),
      );
      expect(pages.map((page) => page.status)).toEqual(Array(12).fill(200));
      const signUp = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          name: 'Pooled Shopper',
          email: 'pooled@example.com',
          password: 'pooled-secret-1',
          confirmPassword: 'pooled-secret-1',
        }),
      });
      expect(signUp.status, await signUp.text()).toBe(201);

      // A change made elsewhere reaches the kept product page: the server listens for it on a
      // connection straight to PostgreSQL, as LISTEN cannot pass a pooler in transaction mode.
      const price = async () =>
        ((await (await fetch(`${base}/api/v1/products/1/en`)).json()) as { originalPrice: number })
          .originalPrice;
      const before = await price();
      const outside = new pg.Client({ connectionString: direct.toString() });
      await outside.connect();
      await outside.query(
        'update products set original_price_cents = original_price_cents + 100 where id = 1',
      );
      await outside.end();
      await vi.waitFor(async () => expect(await price()).toBe(before + 1), { timeout: 1000 });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      bouncer.stop();
      await database.drop();
    }
    expect(server.output()).not.toMatch(/prepared statement|unsupported startup parameter/);
  }, 240_000);
});
