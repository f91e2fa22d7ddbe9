import { LANGUAGES, type Language } from '@atelier/contract';
import { listMarkets } from '../../modules/markets/repo.ts';
import type { Queryable } from '../../platform/db.ts';
import { fixableCurrencies } from '../products/prices.ts';

export interface Category {
  id: number;
  /** Its names from the top category down, in each language: what the export's Type writes. */
  path: Record<Language, string[]>;
}

export interface Option {
  code: string;
  hex: string | null;
  names: Partial<Record<Language, string>>;
}

/** The separator of a category's path in Type (`Women > Dresses`). */
export const PATH_SEPARATOR = ' > ';
const key = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s*>\s*/g, '>');

/**
 * The shop's categories, colour and size options and the currencies prices may be fixed in,
 * read once per run: a file names them by
 * name (in any language), never by id. A handful to a few hundred rows.
 */
export async function loadLookups(q: Queryable) {
  const rows = await q.query<{
    id: number;
    parentId: number | null;
    slug: string;
    names: Record<Language, string>;
  }>(
    `select c.id, c.parent_id as "parentId", c.slug,
            (select json_object_agg(n.lang, n.name) from category_names n where n.category_id = c.id) as names
       from categories c order by c.id`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (id: number, lang: Language): string[] => {
    const row = byId.get(id)!;
    const name = row.names[lang] ?? row.names.en ?? row.slug;
    return row.parentId ? [...pathOf(row.parentId, lang), name] : [name];
  };
  const categories = new Map<number, Category>();
  // Each category answers to its path and its own name in every language, and its slug; a name
  // two categories share answers to neither (the Type must then give the path).
  const byName = new Map<string, number[]>();
  const add = (name: string, id: number) => {
    const ids = byName.get(key(name)) ?? [];
    if (!ids.includes(id)) byName.set(key(name), [...ids, id]);
  };
  for (const row of rows) {
    const path = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, pathOf(row.id, lang)]),
    ) as Category['path'];
    categories.set(row.id, { id: row.id, path });
    add(row.slug, row.id);
    for (const lang of LANGUAGES) {
      add(path[lang].join('>'), row.id);
      add(path[lang].at(-1)!, row.id);
    }
  }
  const options = await q.query<Option & { type: 'color' | 'size' }>(
    `select o.type, o.code, o.hex,
            (select json_object_agg(n.lang, n.name) from filter_option_names n where n.option_id = o.id) as names
       from filter_options o where o.type in ('color', 'size') order by o.position, o.id`,
  );
  return {
    categories,
    /** The ids of the categories a Type names: one, none (unknown) or several (ambiguous). */
    category: (type: string) => byName.get(key(type)) ?? [],
    colors: optionIndex(options.filter((o) => o.type === 'color')),
    sizes: optionIndex(options.filter((o) => o.type === 'size')),
    /** What a `Variant Price:CUR` column may name (products/prices.ts). */
    currencies: fixableCurrencies(await listMarkets(q)),
  };
}
export type Lookups = Awaited<ReturnType<typeof loadLookups>>;

/** Options by code and by each of their names, case aside. */
function optionIndex(options: Option[]) {
  const index = new Map<string, Option>();
  for (const option of options) {
    for (const name of Object.values(option.names)) if (name) index.set(key(name), option);
  }
  for (const option of options) index.set(key(option.code), option);
  return {
    find: (value: string) => index.get(key(value)),
    byCode: (code: string) => options.find((o) => o.code === code) ?? index.get(key(code)),
  };
}
