import type { Language } from '@atelier/contract';
import { keptPerCatalog } from '../../platform/catalog-kept.ts';
import type { Queryable } from '../../platform/db.ts';

interface Named {
  names: Partial<Record<Language, string>>;
}
interface OptionNames extends Named {
  code: string;
  position: number;
}

/** Every colour's, size's and category's names. */
export interface CatalogNames {
  options: Map<number, OptionNames>;
  categories: Map<number, Named>;
}

type NamesOf = Record<string, string> | null;

const NAMES_SQL = `select (select json_agg(json_build_array(o.id, o.code, o.position,
     (select json_object_agg(n.lang, n.name) from filter_option_names n where n.option_id = o.id))
   ) from filter_options o) as options,
  (select json_agg(json_build_array(c.id,
     (select json_object_agg(n.lang, n.name) from category_names n where n.category_id = c.id))
   ) from categories c) as categories`;

async function readNames(q: Queryable): Promise<CatalogNames> {
  const [row] = await q.query<{
    options: [number, string, number, NamesOf][] | null;
    categories: [number, NamesOf][] | null;
  }>(NAMES_SQL);
  return {
    options: new Map(
      (row!.options ?? []).map(([id, code, position, names]) => [
        id,
        { code, position, names: names ?? {} },
      ]),
    ),
    categories: new Map((row!.categories ?? []).map(([id, names]) => [id, { names: names ?? {} }])),
  };
}

/**
 * The names, kept per database between calls: a product page reads its colours', sizes' and
 * categories' ids and names them here, which took its statement from five tables joined per variant
 * to two (half the database's time for a page). They are few and seldom change: categories and
 * options announce their changes (048_catalog_notify.sql).
 */
export const catalogNames = keptPerCatalog(readNames);
