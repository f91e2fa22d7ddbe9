import type { Queryable } from './db.ts';
import type { CatalogVersions } from './catalog-version.ts';
import type { Changes, Generations } from './changes.ts';

/**
 * Every start and end of merchandising (027_merchandising_schedule.sql; the announcement's,
 * 034_announcement_schedule.sql).
 */
const SCHEDULE = `select array(
    select distinct extract(epoch from s.at) * 1000 from (
      select starts_at as at from banners union all select ends_at from banners
      union all select starts_at from deals union all select ends_at from deals
      union all select starts_at from collections union all select ends_at from collections
      union all select starts_at from promotions union all select ends_at from promotions
      union all select starts_at from announcement union all select ends_at from announcement
    ) s where s.at is not null order by 1) as times`;

/** Room in a scheduled version for the starts and ends passed; far more than a shop schedules. */
const PASSED_ROOM = 1n << 20n;

/**
 * Catalog versions that also move when a start or end of merchandising passes: the catalog's
 * generation times PASSED_ROOM plus how many of the current schedule's times have passed. Between
 * two catalog changes the schedule is fixed and the count only grows with time; a change grows the
 * generation, which outweighs any count. So every answer kept under a version (platform/cache.ts,
 * the drawn pages) is dropped the moment a banner starts or the flash sale ends, on every process,
 * with nothing written or announced at that moment. The schedule is read once per generation, by
 * the first request to see it; the others wait for that read.
 */
export function withSchedule(
  db: Queryable,
  clock: () => Date,
  changes: Changes,
): () => CatalogVersions | Promise<CatalogVersions> {
  let known: { generation: bigint; times: number[] } | undefined;
  let reading: { generation: bigint; times: Promise<number[]> } | undefined;
  const scheduled = ({ catalog, sales }: Generations, times: number[]): CatalogVersions => {
    const now = clock().getTime();
    const passed = times.filter((time) => time <= now).length;
    return { catalog: catalog * PASSED_ROOM + BigInt(passed), sales };
  };
  const read = (generation: bigint) => {
    const times = db.query<{ times: number[] }>(SCHEDULE).then(([row]) => {
      const read = row!.times.map(Number);
      // Read after `generation` was current: true of it, or of a later one, which reads again.
      if (!known || known.generation < generation) known = { generation, times: read };
      return read;
    });
    const current = { generation, times };
    reading = current;
    void times
      .finally(() => {
        if (reading === current) reading = undefined;
      })
      .catch(() => undefined);
    return times;
  };
  return () => {
    const generations = changes.current();
    // While changes go unheard nothing kept is served (the versions move at every read), so the
    // schedule could change nothing.
    if (!changes.listening) return scheduled(generations, []);
    if (known?.generation === generations.catalog) return scheduled(generations, known.times);
    const times =
      reading?.generation === generations.catalog ? reading.times : read(generations.catalog);
    return times.then((times) => scheduled(generations, times));
  };
}
