import { LANGUAGES, type Names } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

/** How a list of the home page's merchandising is kept: its table, and its texts per language. */
interface ListKind {
  table: string;
  texts: string;
  key: string;
  /** API field → column. */
  columns: Record<string, string>;
  /** API field (a text in every language) → column of the texts table. */
  textColumns: Record<string, string>;
}

/** When a row is live (027_merchandising_schedule.sql): instants, read back as ISO strings. */
const SCHEDULE = { startsAt: 'starts_at', endsAt: 'ends_at' };

export const LISTS = {
  banners: {
    table: 'banners',
    texts: 'banner_texts',
    key: 'banner_id',
    columns: { imageUrl: 'image_url', link: 'link', position: 'position', ...SCHEDULE },
    textColumns: { titles: 'title' },
  },
  collections: {
    table: 'collections',
    texts: 'collection_texts',
    key: 'collection_id',
    columns: {
      imageUrl: 'image_url',
      categoryId: 'category_id',
      position: 'position',
      ...SCHEDULE,
    },
    textColumns: { names: 'name', descriptions: 'description' },
  },
  deals: {
    table: 'deals',
    texts: 'deal_texts',
    key: 'deal_id',
    columns: {
      imageUrl: 'deal_url',
      link: 'link',
      offerValue: 'offer_value',
      position: 'position',
      ...SCHEDULE,
    },
    textColumns: { titles: 'title' },
  },
} satisfies Record<string, ListKind>;
export type ListName = keyof typeof LISTS;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

export async function readList(q: Queryable, kind: ListKind) {
  const columns = Object.entries(kind.columns).map(
    ([field, column]) => `x.${column} as "${field}"`,
  );
  const texts = Object.entries(kind.textColumns).map(
    ([field, column]) =>
      `(select json_object_agg(t.lang, t.${column}) from ${kind.texts} t where t.${kind.key} = x.id) as "${field}"`,
  );
  const rows = await q.query<Record<string, unknown> & { id: number }>(
    `select x.id, ${[...columns, ...texts].join(', ')} from ${kind.table} x order by x.position, x.id`,
  );
  return rows.map((row) => ({
    ...row,
    startsAt: iso(row.startsAt as Date | null),
    endsAt: iso(row.endsAt as Date | null),
  }));
}

/** The list becomes `rows`: rows with an id are updated, new ones inserted, the rest removed. */
export async function replaceList(q: Queryable, kind: ListKind, rows: Record<string, unknown>[]) {
  const ids = rows.flatMap((row) => (typeof row.id === 'number' ? [row.id] : []));
  const known = await q.query<{ id: number }>(
    `select id from ${kind.table} where id = any($1::int[])`,
    [ids],
  );
  const unknown = ids.find((id) => !known.some((row) => row.id === id));
  if (unknown !== undefined)
    throw new AppError('VALIDATION', `No row ${unknown} to update`, { id: 'Unknown id' });
  await q.query(`delete from ${kind.table} where not (id = any($1::int[]))`, [ids]);
  const fields = Object.keys(kind.columns);
  const columns = Object.values(kind.columns);
  for (const row of rows) {
    const values = fields.map((field) => row[field] ?? null);
    const update = typeof row.id === 'number';
    const [saved] = await q.query<{ id: number }>(
      update
        ? `update ${kind.table} set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1 returning id`
        : `insert into ${kind.table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})
           returning id`,
      update ? [row.id, ...values] : values,
    );
    await writeTexts(q, kind, saved!.id, row);
  }
}

/** Every language's texts of a row; a missing language shows the English text. */
async function writeTexts(q: Queryable, kind: ListKind, id: number, row: Record<string, unknown>) {
  await q.query(`delete from ${kind.texts} where ${kind.key} = $1`, [id]);
  const fields = Object.keys(kind.textColumns);
  const columns = Object.values(kind.textColumns);
  for (const lang of LANGUAGES) {
    const values = fields.map((field) => {
      const names = row[field] as Names;
      return names[lang] ?? names.en;
    });
    await q.query(
      `insert into ${kind.texts} (${kind.key}, lang, ${columns.join(', ')})
       values ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')})`,
      [id, lang, ...values],
    );
  }
}

export async function readFlashSale(q: Queryable) {
  const [row] = await q.query<{
    startsAt: Date | null;
    endsAt: Date | null;
    productIds: number[];
    discounts: number[];
  }>(
    `select s.starts_at as "startsAt", s.ends_at as "endsAt",
            coalesce((select array_agg(id order by id) from products where in_flash_sale), '{}') as "productIds",
            coalesce((select array_agg(distinct flash_discount_percentage) from products
                       where in_flash_sale), '{}') as discounts
       from (select 1) one left join promotions s on s.kind = 'flash-sale'`,
  );
  // No sale yet: one that ended long ago, which the shop never shows.
  const never = new Date(0);
  return {
    startsAt: (row?.startsAt ?? never).toISOString(),
    endsAt: (row?.endsAt ?? new Date(1000)).toISOString(),
    productIds: row?.productIds ?? [],
    discountPercentage: row?.discounts.length === 1 && row.discounts[0] ? row.discounts[0] : null,
  };
}

export async function writeFlashSale(
  q: Queryable,
  sale: {
    startsAt: string;
    endsAt: string;
    productIds: number[];
    discountPercentage?: number | null;
  },
) {
  const found = await q.query<{ id: number }>('select id from products where id = any($1::int[])', [
    sale.productIds,
  ]);
  if (found.length !== new Set(sale.productIds).size) {
    throw new AppError('VALIDATION', 'Unknown product in the sale', {
      productIds: 'Unknown product',
    });
  }
  await q.query(
    `insert into promotions (kind, starts_at, ends_at) values ('flash-sale', $1, $2)
     on conflict (kind) do update set starts_at = excluded.starts_at, ends_at = excluded.ends_at`,
    [sale.startsAt, sale.endsAt],
  );
  await q.query(
    `update products set in_flash_sale = (id = any($1::int[])) where in_flash_sale or id = any($1::int[])`,
    [sale.productIds],
  );
  // The sale's discount, apart from each product's own: it applies only while the sale runs.
  if (sale.discountPercentage) {
    await q.query('update products set flash_discount_percentage = $2 where id = any($1::int[])', [
      sale.productIds,
      sale.discountPercentage,
    ]);
  }
}

export async function readAnnouncement(q: Queryable) {
  const [row] = await q.query<{
    link: string;
    texts: Names | null;
    startsAt: Date | null;
    endsAt: Date | null;
  }>(
    `select a.link, (select json_object_agg(lang, text) from announcement_texts) as texts,
            a.starts_at as "startsAt", a.ends_at as "endsAt"
       from announcement a`,
  );
  return {
    link: row?.link ?? '/product',
    texts: row?.texts ?? { en: '' },
    startsAt: iso(row?.startsAt ?? null),
    endsAt: iso(row?.endsAt ?? null),
  };
}

export async function writeAnnouncement(
  q: Queryable,
  announcement: { link: string; texts: Names; startsAt?: string | null; endsAt?: string | null },
) {
  await q.query(
    `insert into announcement (link, starts_at, ends_at) values ($1, $2, $3)
     on conflict (id) do update
       set link = excluded.link, starts_at = excluded.starts_at, ends_at = excluded.ends_at`,
    [announcement.link, announcement.startsAt ?? null, announcement.endsAt ?? null],
  );
  for (const lang of LANGUAGES) {
    await q.query(
      `insert into announcement_texts (lang, text) values ($1, $2)
       on conflict (lang) do update set text = excluded.text`,
      [lang, announcement.texts[lang] ?? announcement.texts.en],
    );
  }
}
