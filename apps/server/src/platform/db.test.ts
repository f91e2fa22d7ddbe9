// PGlite on disk checkpoints what was written, so its write-ahead log can be recycled instead of
// growing with every write until the database closes (a crash would replay all of it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDb } from './db.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-checkpoint-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

it.skipIf(process.env.DATABASE_URL)(
  'checkpoints PGlite after writes, and only after writes',
  async () => {
    const db = await openDb({ dataDir, checkpointMs: 100 });
    const redo = async () =>
      (
        await db.query<{ lsn: string }>('select redo_lsn::text as lsn from pg_control_checkpoint()')
      )[0]!.lsn;
    try {
      await db.exec('create table filler (id int, body text)');
      await settle();
      const before = await redo();
      await db.query(
        `insert into filler select g, repeat('x', 500) from generate_series(1, 2000) g`,
      );
      await settle();
      const after = await redo();
      expect(after).not.toBe(before);
      // While nothing is written, no checkpoint follows (a first read of new rows may still
      // write their hint bits, so the quiet spell starts after one).
      await db.query('select count(*) from filler');
      await settle();
      const quiet = await redo();
      await settle();
      expect(await redo()).toBe(quiet);
    } finally {
      await db.close();
    }
  },
);
