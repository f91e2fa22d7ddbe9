import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../platform/db.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Held by whoever changes the schema, so hosts starting together take their turns. */
const MIGRATION_LOCK = 'select pg_advisory_xact_lock(4242)';

/**
 * Applies the committed migrations not applied yet, in file-name order, each in its own
 * transaction. An advisory lock keeps two servers starting together from applying one twice.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  // Under the lock too: `create table if not exists` is not safe against itself, and of six hosts
  // starting at once on a new database, those that lost the race failed on pg_type's unique key.
  await db.tx(async (q) => {
    await q.query(MIGRATION_LOCK);
    await q.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
  });
  const applied: string[] = [];
  for (const name of files) {
    const sql = await fs.readFile(path.join(MIGRATIONS_DIR, name), 'utf8');
    const done = await db.tx(async (q) => {
      await q.query(MIGRATION_LOCK);
      const [row] = await q.query('select 1 from schema_migrations where name = $1', [name]);
      if (row) return false;
      await q.exec(sql);
      await q.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
