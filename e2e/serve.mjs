// Starts the built server for the browser journeys on a database of its own: a fresh PGlite
// directory, or a fresh database on the PostgreSQL server named by DATABASE_URL. Both go at exit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// playwright.config.ts names the directory (journeys read its outbox); it is made here.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-'));
fs.mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
// Journeys' API helpers name a client address per shopper (support/shopper.ts ownAddress) so the
// shop's own per-address limits hold as they run, without one suite spending them all.
process.env.TRUST_PROXY ??= '127.0.0.1,::1';

// TypeScript from here on: the shared helper below and the server itself.
const { register } = await import('tsx/esm/api');
register();

const { freshDatabase } = await import('../apps/server/src/test/fresh-database.ts');
const database = process.env.DATABASE_URL
  ? await freshDatabase(process.env.DATABASE_URL, 'atelier_e2e')
  : undefined;
if (database) process.env.DATABASE_URL = database.url;

// A journey that moves time (plans.spec.ts) starts a server of its own with E2E_CLOCK=1: its
// clock is the real one plus the milliseconds the journey writes to DATA_DIR/clock-offset-ms.
// Test-only: the suite's shared server and production servers never get it (serve.ts has no
// clock control of its own; only this script passes one).
const offsetFile = path.join(dataDir, 'clock-offset-ms');
const offset = () => {
  try {
    return Number(fs.readFileSync(offsetFile, 'utf8')) || 0;
  } catch {
    return 0;
  }
};
const clock = process.env.E2E_CLOCK === '1' ? () => new Date(Date.now() + offset()) : undefined;

// Clean up after the server has closed its connections, so the database can be dropped.
const { serve } = await import('../apps/server/src/serve.ts');
await serve({
  clock,
  afterClose: async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  },
});
