import { afterAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@atelier/contract';
import { buildApp } from '../app.ts';
import { startHarness } from '../test/harness.ts';
import { openDb, type PoolSettings } from './db.ts';

const serverUrl = process.env.DATABASE_URL;

// A PostgreSQL server's connections, as configured (README, Configuration): a stuck lock or a
// full pool makes a request wait a bounded time and answer "busy", never hang or answer 500.
describe.skipIf(!serverUrl)('the connection pool on a PostgreSQL server', () => {
  const harness = startHarness({ products: 4 });
  afterAll(async () => (await harness).close());

  const settings: PoolSettings = {
    max: 2,
    waitMs: 300,
    statementTimeoutMs: 2000,
    lockTimeoutMs: 300,
    idleInTransactionTimeoutMs: 5000,
    applicationName: 'atelier test-host 42',
  };

  async function appOn(pool: PoolSettings) {
    const h = await harness;
    const url = new URL(serverUrl!);
    url.pathname = `/${(await h.db.query<{ db: string }>('select current_database() as db'))[0]!.db}`;
    const db = await openDb({ databaseUrl: url.toString(), pool });
    const app = await buildApp({ config: h.config, db, logger: false });
    return { db, app, close: async () => (await app.close(), await db.close()) };
  }

  it('names the host and process to the server, and bounds a statement and a lock wait', async () => {
    const { db, close } = await appOn(settings);
    const h = await harness;
    try {
      const [named] = await db.query<{ name: string }>(
        'select application_name as name from pg_stat_activity where pid = pg_backend_pid()',
      );
      expect(named?.name).toBe('atelier test-host 42');
      await expect(db.query('select pg_sleep(5)')).rejects.toMatchObject({ code: '57014' });

      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const holder = h.db.tx(async (q) => {
        await q.query('select 1 from products where id = 1 for update');
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      await expect(
        db.query('update products set updated_at = now() where id = 1'),
      ).rejects.toMatchObject({ code: '55P03' });
      expect(Date.now() - started).toBeLessThan(2000);
      release();
      await holder;
    } finally {
      await close();
    }
  });

  it('answers 503 "busy" within its wait when every connection is taken, and serves once one frees', async () => {
    const { db, app, close } = await appOn(settings);
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const holders = [1, 2].map(() => db.tx(() => held));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      const res = await app.inject('/api/v1/products?languageCode=en');
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(ErrorBody.parse(res.json()).error.message).toMatch(/busy/);
      release();
      await Promise.all(holders);
      expect((await app.inject('/api/v1/products?languageCode=en')).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
