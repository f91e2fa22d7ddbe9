import type { Db, Queryable } from './db.ts';
import { withSchedule } from './schedule.ts';

/** The two counters triggers bump (migrations 006, 008); both only ever grow. */
export interface CatalogVersions {
  /** Texts, prices, pictures, categories, reviews, merchandising. */
  catalog: bigint;
  /** Stock, units sold, order items and order statuses. */
  sales: bigint;
}

export async function catalogVersion(db: Queryable): Promise<CatalogVersions> {
  const [row] = await db.query<{ catalog: string; sales: string }>(
    'select version::text as catalog, sales::text as sales from catalog_version',
  );
  return { catalog: BigInt(row!.catalog), sales: BigInt(row!.sales) };
}

/**
 * The catalog version for a request: a read that began after the request arrived, so a change
 * committed by any process before it is seen. Reads are shared where that stays true:
 * - on PostgreSQL, requests arriving while a read is under way wait for the next one, which starts
 *   when that read ends and serves them all: one read in flight, however many requests wait;
 * - on PGlite, whose data changes only through this process's statements (Db.ticks), a version read
 *   while nothing else ran stays true until another statement starts, and requests arriving while a
 *   read is under way, with nothing else started since, share it.
 * The versions also move as merchandising starts and ends (platform/schedule.ts).
 */
export function versionReader(db: Db, clock: () => Date = () => new Date()) {
  const read = db.ticks ? sharedWhileIdle(db, db.ticks) : oneInFlight(() => catalogVersion(db));
  return withSchedule(db, clock, read);
}

export function oneInFlight<T>(read: () => Promise<T>) {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const promise = read().finally(() => {
      if (running === promise) running = undefined;
    });
    running = promise;
    return promise;
  };
  return (): Promise<T> => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

function sharedWhileIdle(db: Db, ticks: () => number) {
  let known: { version: CatalogVersions; ticks: number } | undefined;
  let pending: { promise: Promise<CatalogVersions>; ticks: number } | undefined;
  return (): Promise<CatalogVersions> => {
    const now = ticks();
    if (known?.ticks === now) return Promise.resolve(known.version);
    if (pending?.ticks === now) return pending.promise;
    const promise = catalogVersion(db).then((version) => {
      // Only this read's own start and end moved the count: nothing else overlapped it.
      if (ticks() === now + 2) known = { version, ticks: now + 2 };
      return version;
    });
    pending = { promise, ticks: now + 1 };
    return promise;
  };
}
