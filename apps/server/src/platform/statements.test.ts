import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './db.ts';
import { PLAN_EACH_CALL, statementNamer } from './statements.ts';

// PGlite's named-statement path (statements.ts), which every query on the embedded database takes.
let db: Db;
beforeAll(async () => {
  db = await openDb({});
  await db.exec('create table notes (id int primary key, body text, tags text[], at timestamptz)');
});
afterAll(() => db.close());

describe('queries on PGlite', () => {
  it('bind and answer values with their types, also when a text runs again', async () => {
    const at = new Date('2026-01-02T03:04:05Z');
    for (const id of [1, 2]) {
      await db.query('insert into notes values ($1, $2, $3, $4)', [id, `n${id}`, ['a', 'b'], at]);
    }
    await db.query('insert into notes values ($1, $2, $3, $4)', [3, null, null, null]);
    const rows = await db.query('select * from notes where id = any($1::int[]) order by id', [
      [1, 3],
    ]);
    expect(rows).toEqual([
      { id: 1, body: 'n1', tags: ['a', 'b'], at },
      { id: 3, body: null, tags: null, at: null },
    ]);
    // As PGlite's own query() answers it: int8 as a number.
    expect(await db.query('select $1::bigint + 1 as big', [41n])).toEqual([{ big: 42 }]);
  });

  it('answer each call with the columns described when the text was first run', async () => {
    const byId = 'select id, body as "text", at from notes where id = $1';
    expect(await db.query(byId, [99])).toEqual([]);
    expect(await db.query(byId, [1])).toEqual([
      { id: 1, text: 'n1', at: new Date('2026-01-02T03:04:05Z') },
    ]);
    expect(await db.tx((q) => q.query(byId, [3]))).toEqual([{ id: 3, text: null, at: null }]);
    // Statements that answer no rows, and one that answers them after a write.
    const rename = 'update notes set body = $2 where id = $1';
    const renamed = 'update notes set body = $2 where id = $1 returning id, body';
    expect(await db.query(rename, [3, 'n3'])).toEqual([]);
    expect(await db.query(renamed, [3, 'third'])).toEqual([{ id: 3, body: 'third' }]);
    expect(await db.query(renamed, [3, null])).toEqual([{ id: 3, body: null }]);
  });

  it('refuse a text whose columns changed since it was first run', async () => {
    await db.exec('create table drafts (id int)');
    const all = 'select * from drafts where id = $1';
    await db.query('insert into drafts values ($1)', [1]);
    expect(await db.query(all, [1])).toEqual([{ id: 1 }]);
    await db.exec('alter table drafts add column body text');
    await expect(db.query(all, [1])).rejects.toThrow(/must not change result type/);
    expect(await db.query('select id, body from drafts where id = $1', [1])).toEqual([
      { id: 1, body: null },
    ]);
  });

  it('go on after a failed statement, in and out of a transaction', async () => {
    const duplicate = 'insert into notes (id, body) values ($1, $2)';
    await expect(db.query(duplicate, [1, 'again'])).rejects.toThrow(/duplicate key/);
    expect(await db.query('select body from notes where id = $1', [1])).toEqual([{ body: 'n1' }]);

    await expect(
      db.tx(async (q) => {
        await q.query(duplicate, [10, 'kept?']);
        await q.query(duplicate, [1, 'again']);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await db.query('select id from notes where id = $1', [10])).toEqual([]);
    await db.tx((q) => q.query(duplicate, [11, 'kept']));
    expect(await db.query('select body from notes where id = $1', [11])).toEqual([
      { body: 'kept' },
    ]);
  });

  it('never run inside a transaction still open elsewhere', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = db.tx(async (q) => {
      await q.query('update notes set body = $1 where id = $2', ['draft', 2]);
      await held;
      throw new Error('abandoned');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reading = db.query('select body from notes where id = $1', [2]);
    release();
    await expect(writing).rejects.toThrow('abandoned');
    expect(await reading).toEqual([{ body: 'n2' }]);
  });
});

describe('statement names', () => {
  it('name a text the same every time, and stop naming new texts past 500', () => {
    const nameOf = statementNamer();
    const first = nameOf('select 1');
    for (let i = 2; i <= 500; i++) expect(nameOf(`select ${i}`)).toBeDefined();
    expect(nameOf('select 1')).toBe(first);
    expect(nameOf('select 501')).toBeUndefined();
    expect(nameOf('select 500')).toBe('atelier_500');
  });

  it('leave a text marked to be planned each call unnamed, and run it with its values', async () => {
    const text = `${PLAN_EACH_CALL} select count(*)::int as n from notes where id > $1`;
    expect(statementNamer()(text)).toBeUndefined();
    await db.query('insert into notes (id, body) values (101, $1), (102, $1)', ['x']);
    expect(await db.query(text, [100])).toEqual([{ n: 2 }]);
    expect(await db.query(text, [101])).toEqual([{ n: 1 }]);
  });
});
