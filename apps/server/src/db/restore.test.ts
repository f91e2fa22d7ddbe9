import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDb } from '../platform/db.ts';
import { freshDatabase } from '../test/fresh-database.ts';
import { migrate } from './migrate.ts';
import { seedCatalog } from './seed/index.ts';

const run = promisify(execFile);
const serverUrl = process.env.DATABASE_URL;
const hasTools = await run('pg_restore', ['--version']).then(
  () => true,
  () => false,
);

// The README's backup recipe, end to end: a pg_dump of a seeded shop restores into an empty
// database with every product and its search text.
describe.skipIf(!serverUrl || !hasTools)('backup and restore (PostgreSQL server, pg_dump)', () => {
  it('restores a pg_dump of the shop into an empty database', async () => {
    const source = await freshDatabase(serverUrl!, 'atelier_backup');
    const target = await freshDatabase(serverUrl!, 'atelier_restore');
    const dump = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-dump-')), 'shop.dump');
    try {
      const db = await openDb({ databaseUrl: source.url });
      await migrate(db);
      await seedCatalog(db, { products: 12 });
      await db.close();

      await run('pg_dump', ['--format=custom', '--file', dump, source.url]);
      await run('pg_restore', ['--exit-on-error', '--no-owner', '--dbname', target.url, dump]);

      const restored = await openDb({ databaseUrl: target.url });
      const [counts] = await restored.query<{ products: number; searchable: number }>(
        `select (select count(*)::int from products) as products,
                (select count(*)::int from product_texts where search_tsv is not null) as searchable`,
      );
      expect(counts).toEqual({ products: 12, searchable: 12 * 6 });
      await restored.close();
    } finally {
      await target.drop();
      await source.drop();
      await fs.rm(path.dirname(dump), { recursive: true, force: true });
    }
  });
});
