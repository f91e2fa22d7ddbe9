import { describe, expect, it } from 'vitest';
import { openDb } from '../platform/db.ts';
import { freshDatabase } from '../test/fresh-database.ts';
import { migrate } from './migrate.ts';

const serverUrl = process.env.DATABASE_URL;

// A fleet's hosts start together on a new database: each migrates, and exactly one applies each
// migration while the others wait their turn and find it done.
describe.skipIf(!serverUrl)('migrations on a PostgreSQL server', () => {
  it('six hosts migrating one new database at once all start, each migration applied once', async () => {
    const database = await freshDatabase(serverUrl!, 'atelier_migrate');
    const hosts = await Promise.all(
      Array.from({ length: 6 }, () => openDb({ databaseUrl: database.url })),
    );
    try {
      const outcomes = await Promise.allSettled(hosts.map((db) => migrate(db)));
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      const applied = outcomes.flatMap((o) => (o.status === 'fulfilled' ? o.value : []));
      const [row] = await hosts[0]!.query<{ count: number }>(
        'select count(*)::int as count from schema_migrations',
      );
      const count = row!.count;
      expect(applied.length).toBe(count);
      expect(new Set(applied).size).toBe(count);
    } finally {
      await Promise.all(hosts.map((db) => db.close()));
      await database.drop();
    }
  });
});
