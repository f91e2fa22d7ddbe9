// Starts the built server for the browser journeys on a database of its own: a fresh PGlite
// directory, or a fresh database on the PostgreSQL server named by DATABASE_URL. Both go at exit.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// playwright.config.ts names the directory (journeys read its outbox); it is made here.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-'));
fs.mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';

let dropDatabase = async () => {};
const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const name = `atelier_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  };
}

const cleanUp = async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase().catch(() => undefined);
};
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.prependListener(signal, () => void cleanUp());
}

const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/main.ts');
