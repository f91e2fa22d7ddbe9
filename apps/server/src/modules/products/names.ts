import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

interface Named {
  names: Partial<Record<Language, string>>;
}
interface OptionNames extends Named {
  code: string;
  position: number;
}

/** Every colour's, size's and category's names, as of one catalog version. */
export interface CatalogNames {
  version: bigint;
  options: Map<number, OptionNames>;
  categories: Map<number, Named>;
}

type NamesOf = Record<string, string> | null;

// One statement, so the version is the one its names were read at: categories and options bump
// it in the same transaction as any change to them (006_catalog_cache.sql).
const NAMES_SQL = `select (select version::text from catalog_version) as version,
  (select json_agg(json_build_array(o.id, o.code, o.position,
     (select json_object_agg(n.lang, n.name) from filter_option_names n where n.option_id = o.id))
   ) from filter_options o) as options,
  (select json_agg(json_build_array(c.id,
     (select json_object_agg(n.lang, n.name) from category_names n where n.category_id = c.id))
   ) from categories c) as categories`;

async function readNames(q: Queryable): Promise<CatalogNames> {
  const [row] = await q.query<{
    version: string;
    options: [number, string, number, NamesOf][] | null;
    categories: [number, NamesOf][] | null;
  }>(NAMES_SQL);
  return {
    version: BigInt(row!.version),
    options: new Map(
      (row!.options ?? []).map(([id, code, position, names]) => [
        id,
        { code, position, names: names ?? {} },
      ]),
    ),
    categories: new Map((row!.categories ?? []).map(([id, names]) => [id, { names: names ?? {} }])),
  };
}

const readers = new WeakMap<Queryable, (atLeast: bigint) => Promise<CatalogNames>>();

/**
 * The names as of catalog version `atLeast` or later, kept per database between calls: a product
 * page reads its colours', sizes' and categories' ids and names them here, which took its
 * statement from five tables joined per variant to two (half the database's time for a page).
 * They are few and seldom change; a newer version reads them all again, once however many ask.
 */
export function catalogNames(q: Queryable, atLeast: bigint): Promise<CatalogNames> {
  let reader = readers.get(q);
  if (!reader) {
    let kept: CatalogNames | undefined;
    let reading: Promise<CatalogNames> | undefined;
    reader = async (version) => {
      while (!kept || kept.version < version) {
        reading ??= readNames(q).finally(() => (reading = undefined));
        const read = await reading;
        if (!kept || read.version > kept.version) kept = read;
      }
      return kept;
    };
    readers.set(q, reader);
  }
  return reader(atLeast);
}
