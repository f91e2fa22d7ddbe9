import { randomBytes } from 'node:crypto';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { openDb, type Db } from '../platform/db.ts';
import { NO_RATE_LIMITS, type RateLimits } from '../platform/rate-limit.ts';
import { migrate } from '../db/migrate.ts';
import { seedCatalog } from '../db/seed/index.ts';
import { freshDatabase } from './fresh-database.ts';

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
  options: {
    products?: number;
    env?: Record<string, string>;
    rateLimits?: Partial<RateLimits>;
    /** The time the server sees (tests move it instead of sleeping). */
    clock?: () => Date;
  } = {},
): Promise<Harness> {
  const database = process.env.DATABASE_URL
    ? await freshDatabase(process.env.DATABASE_URL, 'atelier_test')
    : undefined;
  const databaseUrl = database?.url;
  const config = loadConfig({
    DATA_DIR: `/tmp/atelier-test-${randomBytes(6).toString('hex')}`,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const db = await openDb({ databaseUrl });
  await migrate(db);
  await seedCatalog(db, { products: options.products ?? 40 });
  // Request limits are off unless a test names some: journeys must never trip them by chance.
  const rateLimits = { ...NO_RATE_LIMITS, ...options.rateLimits };
  const { clock } = options;
  const app = await buildApp({
    config: { ...config, databaseUrl },
    db,
    logger: false,
    rateLimits,
    clock,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.close();
      await database?.drop();
    },
  };
}
