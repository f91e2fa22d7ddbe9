import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { openDb, type Db } from '../platform/db.ts';
import { migrate } from '../db/migrate.ts';
import { seedCatalog } from '../db/seed/index.ts';

export interface Harness {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: AppDeps['config'];
  close(): Promise<void>;
}

/**
 * A server on a database of its own: in-memory PGlite, or — when DATABASE_URL is set — a fresh
 * database created on that PostgreSQL server and dropped afterwards, so test files never share rows.
 */
export async function startHarness(
  options: { products?: number; env?: Record<string, string> } = {},
): Promise<Harness> {
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `atelier_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: `/tmp/atelier-test-${randomBytes(6).toString('hex')}`,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const db = await openDb({ databaseUrl });
  await migrate(db);
  await seedCatalog(db, { products: options.products ?? 40 });
  const app = await buildApp({ config: { ...config, databaseUrl }, db, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.close();
      await dropDatabase();
    },
  };
}
