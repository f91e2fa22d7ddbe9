import type { Queryable } from './db.ts';
import type { CatalogVersions } from './catalog-version.ts';

/**
 * Every start and end of merchandising (027_merchandising_schedule.sql; the announcement's,
 * 034_announcement_schedule.sql), with the catalog version they belong to, read in one statement
 * so the two agree.
 */
const SCHEDULE = `select c.version::text as version, array(
    select distinct extract(epoch from s.at) * 1000 from (
      select starts_at as at from banners union all select ends_at from banners
      union all select starts_at from deals union all select ends_at from deals
      union all select starts_at from collections union all select ends_at from collections
      union all select starts_at from promotions union all select ends_at from promotions
      union all select starts_at from announcement union all select ends_at from announcement
    ) s where s.at is not null order by 1) as times
  from catalog_version c`;

/** Room in a scheduled version for the starts and ends passed; far more than a shop schedules. */
const PASSED_ROOM = 1n << 20n;

/**
 * Catalog versions that also move when a start or end of merchandising passes: the counter times
 * PASSED_ROOM plus how many of the current schedule's times have passed. Between two catalog
 * changes the schedule is fixed and the count only grows with time; a change grows the counter,
 * which outweighs any count. So every answer kept under a version (platform/cache.ts, the drawn
 * pages) is dropped the moment a banner starts or the flash sale ends, on every process, with
 * nothing written at that moment. The schedule is read once per catalog version.
 */
export function withSchedule(
  db: Queryable,
  clock: () => Date,
  read: () => Promise<CatalogVersions>,
): () => Promise<CatalogVersions> {
  let known: { version: bigint; times: number[] } | undefined;
  return async () => {
    const versions = await read();
    if (known?.version !== versions.catalog) {
      const [row] = await db.query<{ version: string; times: number[] }>(SCHEDULE);
      // A newer version read meanwhile: its schedule serves, and the next read sees its counter.
      known = { version: versions.catalog, times: row!.times.map(Number) };
    }
    const now = clock().getTime();
    const passed = known.times.filter((time) => time <= now).length;
    return { ...versions, catalog: versions.catalog * PASSED_ROOM + BigInt(passed) };
  };
}
