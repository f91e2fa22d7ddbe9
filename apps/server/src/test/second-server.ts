import { buildApp, type App } from '../app.ts';
import { openDb, type Db } from '../platform/db.ts';
import type { Harness } from './harness.ts';

/**
 * A second server on the harness's database: on PostgreSQL with a pool of its own, as another
 * process has (PGlite runs in one process: it shares the harness's). `clock`: the harness's, when
 * it has one. Close it before the harness.
 */
export async function secondServer(
  h: Harness,
  clock?: () => Date,
): Promise<{ app: App; db: Db; close(): Promise<void> }> {
  let db = h.db;
  if (process.env.DATABASE_URL) {
    const [{ name }] = (await h.db.query('select current_database() as name')) as [
      { name: string },
    ];
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    db = await openDb({ databaseUrl: url.toString() });
  }
  const app = await buildApp({ config: h.config, db, logger: false, clock });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      if (db !== h.db) await db.close();
    },
  };
}
