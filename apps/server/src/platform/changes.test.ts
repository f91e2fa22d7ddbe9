// Caches drop what changed when PostgreSQL announces it at commit (NOTIFY), never by a row every
// write locks: a kept answer asks the database nothing, another process shows a change within a
// second, a long import never holds a checkout, and a lost listening connection drops everything
// and listens again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { ProductDetail } from '@atelier/contract';
import { buildApp, type App } from '../app.ts';
import { signedIn } from '../modules/auth/test-helpers.ts';
import { fillCart, order, variants } from '../modules/orders/test-helpers.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { secondServer } from '../test/second-server.ts';
import type { Db } from './db.ts';

const onPostgres = !!process.env.DATABASE_URL;

let h: Harness;
let other: Awaited<ReturnType<typeof secondServer>>;
beforeAll(async () => {
  h = await startHarness({ products: 12 });
  other = await secondServer(h);
});
afterAll(async () => {
  await other?.close();
  await h?.close();
});

const detail = async (app: App, id: number) =>
  (await app.inject({ url: `/api/v1/products/${id}/en` })).json() as ProductDetail;

/** `db` counting the statements and transactions run through it. */
function counting(db: Db) {
  const seen = { statements: 0 };
  const counted: Db = {
    ...db,
    query: (sql, params) => {
      seen.statements++;
      return db.query(sql, params);
    },
    exec: (sql) => {
      seen.statements++;
      return db.exec(sql);
    },
    tx: (work) => {
      seen.statements++;
      return db.tx(work);
    },
  };
  return { db: counted, seen };
}

/** A connection of the test's own to the harness's PostgreSQL database. */
async function outsider() {
  const [row] = await h.db.query<{ name: string }>('select current_database() as name');
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a kept answer', () => {
  it('asks the database nothing, whatever ran before it', async () => {
    const { db, seen } = counting(h.db);
    const app = await buildApp({ config: h.config, db, logger: false });
    try {
      const urls = [
        '/api/v1/categories/tree/en',
        '/api/v1/products?lang=en&sort=price-asc&offset=0&pagesize=5',
        '/api/v1/products/2/en',
        '/api/v1/deals?lang=en',
      ];
      const first = await Promise.all(urls.map((url) => app.inject({ url })));
      for (const url of urls) {
        // Another request's statement ran meanwhile, and nothing changed.
        await h.db.query('select 1');
        const before = seen.statements;
        const again = await app.inject({ url });
        expect(seen.statements - before, url).toBe(0);
        expect(again.body).toBe(first[urls.indexOf(url)]!.body);
      }
    } finally {
      await app.close();
    }
  });
});

describe('a price change', () => {
  it('shows at once on the process that made it, and within a second on another', async () => {
    await Promise.all([detail(h.app, 3), detail(other.app, 3)]);
    const price = (await detail(h.app, 3)).originalPrice;
    await h.db.tx((q) =>
      q.query('update products set original_price_cents = original_price_cents + 100 where id = 3'),
    );
    expect((await detail(h.app, 3)).originalPrice).toBe(price + 1);
    const ms = await until(
      () => detail(other.app, 3),
      (d) => d.originalPrice === price + 1,
      1000,
    );
    expect(ms).toBeLessThan(1000);

    // A statement on its own, outside a transaction, too.
    await h.db.query(
      'update products set original_price_cents = original_price_cents + 100 where id = 3',
    );
    expect((await detail(h.app, 3)).originalPrice).toBe(price + 2);
    await until(
      () => detail(other.app, 3),
      (d) => d.originalPrice === price + 2,
      1000,
    );
  });

  it('rolled back shows nowhere and drops nothing kept', async () => {
    const kept = await h.app.inject({ url: '/api/v1/products/4/en' });
    await expect(
      h.db.tx(async (q) => {
        await q.query('update products set original_price_cents = 1 where id = 4');
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    const again = await h.app.inject({ url: '/api/v1/products/4/en' });
    expect(again.body).toBe(kept.body);
  });
});

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  it('a long import holding products never makes a checkout wait', async () => {
    const cookie = await signedIn(h.app, 'cash@example.com');
    const [bought] = await variants(h, 1, 5);
    await fillCart(h.app, cookie, 'cash@example.com', [[bought!, 1]]);
    const importer = await outsider();
    try {
      await importer.query('begin');
      // Every product but the one bought (whose row the order itself updates), held for 4 s.
      await importer.query(
        'update products set original_price_cents = original_price_cents + 1 where id <> $1',
        [bought!.productId],
      );
      const committed = new Promise((resolve) => setTimeout(resolve, 4000)).then(() =>
        importer.query('commit'),
      );
      const start = Date.now();
      const placed = await order(h.app, cookie);
      const ms = Date.now() - start;
      await committed;
      expect(placed.statusCode, placed.body).toBe(201);
      expect(ms).toBeLessThan(1000);
    } finally {
      await importer.end();
    }
  });

  it('a lost listening connection drops everything kept, and listening starts again', async () => {
    const client = await outsider();
    const listeners = async () =>
      (
        await client.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = current_database() and application_name like '%(listening)'`,
        )
      ).rows.map((row) => row.pid);
    try {
      // One listening connection for each process: the harness's and the other's.
      const before = await listeners();
      expect(before).toHaveLength(2);
      const price = (await detail(h.app, 5)).originalPrice;
      await detail(other.app, 5);

      await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [before]);
      // Changed while nobody listens: no notification reaches either process.
      await client.query('update products set original_price_cents = 777700 where id = 5');
      expect((await detail(h.app, 5)).originalPrice).toBe(7777);
      expect((await detail(other.app, 5)).originalPrice).toBe(7777);
      expect(price).not.toBe(7777);

      await until(
        listeners,
        (pids) => pids.length === 2 && !pids.some((p) => before.includes(p)),
        5000,
      );
      await client.query('update products set original_price_cents = 888800 where id = 5');
      await until(
        () => detail(other.app, 5),
        (d) => d.originalPrice === 8888,
        1000,
      );
      await until(
        () => detail(h.app, 5),
        (d) => d.originalPrice === 8888,
        1000,
      );
    } finally {
      await client.end();
    }
  });
});
