import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openDb } from './platform/db.ts';
import { serveMetrics } from './platform/metrics.ts';
import { startTracing, tracedDb } from './platform/tracing.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { addDemoOwner } from './admin/staff/service.ts';
import { anyStaff } from './admin/staff/repo.ts';
import { reencodeOldPhotos } from './modules/reviews/old-photos.ts';
import { filesOf } from './platform/files.ts';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const ADMIN_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../admin/dist');

export interface ServeOptions {
  /** Runs after the server and database have closed, before the process exits (test clean-up). */
  afterClose?: () => Promise<void>;
  /** The built web app to serve instead of apps/web/dist (the benchmarks build their own). */
  webDist?: string;
  /** The time the server sees; only the browser journeys' e2e/serve.mjs moves it (E2E_CLOCK). */
  clock?: () => Date;
}

/**
 * A throw that escapes every handler (in a timer, a callback, a promise nobody awaits) is logged
 * and the server goes on: Node would otherwise end the process, and every shopper's request with
 * it, for one request's failure. Going on is safe here because the process keeps nothing that
 * lasts: every write is a PostgreSQL transaction, committed or rolled back by the database, and
 * what memory holds (caches, counters read from the database) is rebuilt from it.
 */
export function keepServing(log: FastifyBaseLogger) {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection (the server goes on)');
  });
  process.on('uncaughtException', (error) => {
    log.error({ err: error }, 'uncaught exception (the server goes on)');
  });
}

async function start({ afterClose, webDist: given = WEB_DIST, clock }: ServeOptions) {
  // Read before NODE_ENV is defaulted below: only a production start the operator asked for is one
  // without the demo shop.
  const config = loadConfig();
  // React renders the first screens with its production build unless told otherwise.
  process.env.NODE_ENV ??= 'production';
  const opened = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.databasePool,
    pooled: config.databasePooled,
    // LISTEN is a session's: through a pooler in transaction mode it would be lost.
    listenUrl: config.directDatabaseUrl,
  });
  const db = config.tracing ? tracedDb(opened) : opened;
  const webDist = fs.existsSync(path.join(given, 'index.html')) ? given : undefined;
  const adminDist = fs.existsSync(path.join(ADMIN_DIST, 'index.html')) ? ADMIN_DIST : undefined;
  const app = await buildApp({ config, db, webDist, adminDist, clock });
  const stopTracing = config.tracing ? await startTracing(config.tracing, app.log) : undefined;
  // Schema changes go to the server itself, never through a pooler (config.databasePooled).
  const direct = config.databasePooled
    ? await openDb({ databaseUrl: config.directDatabaseUrl })
    : db;
  try {
    const applied = await migrate(direct);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    if (config.demo) {
      const seeded = await seedIfEmpty(direct);
      if (seeded) app.log.info(seeded, 'demo catalog created');
    }
  } finally {
    if (direct !== db) await direct.close();
  }
  const photos = await reencodeOldPhotos(db, config.uploadDir, filesOf(config));
  if (Object.values(photos).some(Boolean)) app.log.info(photos, 'old review photos re-encoded');
  const owner = config.demo ? await addDemoOwner(db, new Date()) : undefined;
  if (owner) {
    // In the message, not in fields: the log hides every field named email or password, and a
    // newcomer needs this one demo sign-in (made only on a database without staff).
    app.log.info(
      `demo owner created: sign in at ${config.publicUrl}/admin as ${owner.email} with the password ${owner.password}`,
    );
  } else if (!config.demo && !(await anyStaff(db))) {
    app.log.warn(
      'no staff yet: add the first owner with `npm run staff -- add you@example.com --role owner`',
    );
  }
  if (!webDist) app.log.warn('web app not built: serving the API only (run `npm run build`)');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close();
      await db.close();
      // The spans still batched, the last requests' among them, are sent before the process ends.
      await stopTracing?.();
      await afterClose?.();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  keepServing(app.log);
  if (config.metricsPort) serveMetrics(config.metricsPort, config.host);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await db.close();
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    throw new ConfigError(
      inUse ? `PORT: ${config.port} is already in use` : `HOST/PORT: ${String(error)}`,
    );
  }
  app.log.info(`Atelier is open at ${config.publicUrl} (database: ${db.kind})`);
}

/** Starts Atelier and keeps it serving until SIGTERM or SIGINT; a failed start exits with 1. */
export function serve(options: ServeOptions = {}) {
  return start(options).catch((error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error('Atelier could not start:', error instanceof Error ? error.message : error);
    }
    process.exit(1);
  });
}
