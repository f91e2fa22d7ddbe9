import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { STAFF_COOKIE } from '@atelier/contract';
import { createStaffSession } from '../apps/server/src/admin/session.ts';
import type { Db } from '../apps/server/src/platform/db.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const benchDataRoot = path.join(root, 'bench/.data');

export interface Target {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
}

/** The databases a `--db pglite|postgres|both` option names. */
export const databases = (db: string): Target['name'][] =>
  db === 'both' ? ['pglite', 'postgres'] : [db as Target['name']];

/**
 * A bench database's folder (PGlite's files, uploads) and environment: on PostgreSQL its own
 * database on the server of DATABASE_URL (or the local one), created when missing.
 */
export async function benchDatabase(name: Target['name'], folder: string, database: string) {
  const dataDir = path.join(benchDataRoot, folder);
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (name === 'postgres') {
    const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (!exists.rowCount) await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  return { dataDir, env };
}

/** A catalog of `products` products, kept between runs because 100,000 take minutes to generate. */
export async function prepareTarget(name: Target['name'], products: number): Promise<Target> {
  const { dataDir, env } = await benchDatabase(
    name,
    `${name}-${products}`,
    `atelier_bench_${products}`,
  );
  const marker = path.join(dataDir, `.seeded-${products}`);
  if (!fs.existsSync(marker)) {
    fs.mkdirSync(dataDir, { recursive: true });
    console.log(`seeding ${products} products on ${name}…`);
    await run(
      ['--import', 'tsx', 'apps/server/src/db/seed/cli.ts', '--products', String(products)],
      env,
    );
    fs.writeFileSync(marker, new Date().toISOString());
  }
  return { name, env };
}

/** Runs a Node script to its end; a failure rejects. */
export function run(args: string[], env: Record<string, string>, cwd = root) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Starts a process and resolves once `url` answers 200. */
export async function startProcess(args: string[], env: Record<string, string>, url: string) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} never answered`);
}

export function stopProcess(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export const SERVER_ARGS = ['--import', 'tsx', 'apps/server/src/main.ts'];
export const CEILING_ARGS = ['bench/ceiling.mjs'];
export const SAME_BYTES_ARGS = ['bench/same-bytes.mjs'];

/** A staff session of an owner made for the bench (once per database), who has no password to sign in with. */
export async function staffCookie(db: Db) {
  const [staff] = await db.query<{ id: number }>(
    `insert into staff (email, name, role, password_hash) values ('bench@atelier.test', 'Bench', 'owner', 'no password: signed in by the bench')
     on conflict (email) do update set password_hash = excluded.password_hash returning id`,
  );
  const token = await createStaffSession(db, staff!.id, new Date());
  return `${STAFF_COOKIE}=${token}`;
}
