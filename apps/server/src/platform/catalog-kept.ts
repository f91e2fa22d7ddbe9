import type { Db, Queryable } from './db.ts';

/**
 * What `read` answers, kept per database between calls and read again once the catalog's
 * generation has moved (tables that announce their changes, 048_catalog_notify.sql), once however
 * many ask: for small things every catalog answer needs and staff seldom change (names, markets).
 */
export function keptPerCatalog<T>(read: (q: Queryable) => Promise<T>): (db: Db) => Promise<T> {
  const readers = new WeakMap<Db, () => Promise<T>>();
  return (db) => {
    let reader = readers.get(db);
    if (!reader) {
      const changes = db.changes();
      let kept: { generation: bigint; value: T } | undefined;
      let reading: { generation: bigint; value: Promise<T> } | undefined;
      reader = async () => {
        const generation = changes.current().catalog;
        if (kept && kept.generation >= generation) return kept.value;
        if (!reading || reading.generation < generation) {
          const current = { generation, value: read(db) };
          reading = current;
          void current.value
            .then((value) => {
              if (!kept || kept.generation < generation) kept = { generation, value };
            })
            .catch(() => undefined)
            .finally(() => {
              if (reading === current) reading = undefined;
            });
        }
        return reading.value;
      };
      readers.set(db, reader);
    }
    return reader();
  };
}
