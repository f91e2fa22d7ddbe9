import { afterAll, expect, it } from 'vitest';
import { ErrorBody, Health } from '@atelier/contract';
import { buildApp } from '../../app.ts';
import { openDb } from '../../platform/db.ts';
import { startHarness } from '../../test/harness.ts';
import { DB_ANSWER_MS } from './routes.ts';

const h = await startHarness({ products: 1 });
afterAll(() => h.close());

const health = () => h.app.inject('/api/health');

function expectUnavailable(res: Awaited<ReturnType<typeof health>>) {
  expect(res.statusCode, res.body).toBe(503);
  expect(ErrorBody.parse(res.json()).error).toMatchObject({
    code: 'INTERNAL',
    message: 'The database does not answer',
  });
}

it('answers 200 while the database answers', async () => {
  const res = await health();
  expect(res.statusCode).toBe(200);
  expect(Health.parse(res.json()).db).toBe(h.db.kind);
});

it('answers 503 within its limit while the database hangs, and 200 once it answers again', async () => {
  // Every connection held by a transaction that waits: PGlite has one, the PostgreSQL pool ten.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: h.db.kind === 'pglite' ? 1 : 10 }, () =>
    h.db.tx(async (q) => {
      await q.query('select 1');
      await gate;
    }),
  );
  const started = Date.now();
  expectUnavailable(await health());
  expect(Date.now() - started).toBeLessThan(DB_ANSWER_MS + 1000);
  release();
  await Promise.all(held);
  expect((await health()).statusCode).toBe(200);
}, 15_000);

it('answers 503, not 500, once the database is closed', async () => {
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL });
  const app = await buildApp({ config: h.config, db, logger: false });
  await db.close();
  expectUnavailable(await app.inject('/api/health'));
  await app.close();
});
