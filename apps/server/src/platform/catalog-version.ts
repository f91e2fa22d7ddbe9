import type { Db } from './db.ts';
import { withSchedule } from './schedule.ts';

/** What answers are kept under: both only ever grow, in this process. */
export interface CatalogVersions {
  /** Texts, prices, pictures, categories, reviews, merchandising, and their starts and ends. */
  catalog: bigint;
  /** Stock, units sold, order items and order statuses. */
  sales: bigint;
}

/**
 * The catalog's versions for a request: the changes this process has heard of (platform/changes.ts),
 * read from memory, with no statement, so a kept answer costs the database nothing. They also move as
 * merchandising starts and ends (platform/schedule.ts), whose times are read once a catalog change.
 * A value when they are known at once, a promise while the schedule is read.
 */
export function versionReader(db: Db, clock: () => Date = () => new Date()) {
  const changes = db.changes();
  return withSchedule(db, clock, changes);
}
