import { LANGUAGES, type AdminProductInput, type Names } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { slug } from '../../db/seed/vocab/attributes.ts';
import { moveStocks } from '../../modules/stock/ledger.ts';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

/** A name in every language: a missing one is the English one. */
const everyLanguage = (names: Names) =>
  LANGUAGES.map((lang) => ({ lang, name: names[lang] ?? names.en }));

/** A product being written: its id (a new one's drawn before) and the document. */
export interface ProductWrite {
  id: number;
  input: AdminProductInput;
}

/** Option ids by lower-case code: 'xl' and 'XL' are one size. */
export interface OptionIds {
  colors: Map<string, number>;
  sizes: Map<string, number>;
}

const key = (code: string) => code.toLowerCase();

/**
 * The ids of the filter options with these codes, by lower-case code, creating those that do not
 * exist yet with the names given (colours and sizes are shared by every product: an existing one
 * keeps its names; of two products of a batch naming a new one, the first names it).
 */
export async function optionIds(
  q: Queryable,
  type: 'color' | 'size' | 'brand',
  options: { code: string; names: Names; hex?: string }[],
) {
  // 'xl' typed in the back office is the shop's existing 'XL', not a second size. One read for all.
  const ids = new Map<string, number>();
  const rows = await q.query<{ id: number; code: string }>(
    `select id, lower(code) as code from filter_options
      where type = $1 and lower(code) = any($2::text[]) order by id desc`,
    [type, [...new Set(options.map((o) => key(o.code)))]],
  );
  for (const row of rows) ids.set(row.code, row.id);
  for (const option of options) {
    if (ids.has(key(option.code))) continue;
    const [created] = await q.query<{ id: number }>(
      `insert into filter_options (type, code, hex, position)
       select $1, $2, $3, coalesce(max(position) + 1, 0) from filter_options where type = $1
       on conflict (type, code) do nothing returning id`,
      [type, option.code, option.hex ?? null],
    );
    if (created) {
      const names = everyLanguage(option.names);
      await q.query(
        `insert into filter_option_names (option_id, lang, name)
         select $1, lang, name from unnest($2::text[], $3::text[]) as n(lang, name)`,
        [created.id, names.map((n) => n.lang), names.map((n) => n.name)],
      );
    }
    const [row] = await q.query<{ id: number }>(
      'select id from filter_options where type = $1 and code = $2',
      [type, option.code],
    );
    ids.set(key(option.code), row!.id);
  }
  return ids;
}

/** The ids of the colours and sizes a batch's documents name. */
export async function colorAndSizeIds(q: Queryable, items: ProductWrite[]): Promise<OptionIds> {
  return {
    colors: await optionIds(
      q,
      'color',
      items.flatMap((item) => item.input.options.colors),
    ),
    sizes: await optionIds(
      q,
      'size',
      items.flatMap((item) => item.input.options.sizes),
    ),
  };
}

/** The root of each category's branch (a product's top category), by category id. */
export async function topCategoriesOf(q: Queryable, categoryIds: number[]) {
  const rows = await q.query<{ start: number; id: number }>(
    `with recursive up as (
       select id as start, id, parent_id from categories where id = any($1::int[])
       union all select up.start, c.id, c.parent_id from categories c join up on c.id = up.parent_id
     ) select start, id from up where parent_id is null`,
    [[...new Set(categoryIds)]],
  );
  const tops = new Map(rows.map((row) => [row.start, row.id]));
  if (categoryIds.some((id) => !tops.has(id))) throw invalid('categoryId', 'Unknown category');
  return tops;
}

const idsOf = (items: ProductWrite[]) => items.map((item) => item.id);

/**
 * The products' texts in every language, a missing one copied from English and marked. One insert
 * for the batch: the search triggers on product_texts run once per statement. Each text is sent
 * once and the copies are made in the database: sent once per language, an import's long English
 * descriptions took PGlite a third of the insert to parse (bench/README.md, issue 27).
 */
export async function writeTexts(q: Queryable, items: ProductWrite[]) {
  await q.query('delete from product_texts where product_id = any($1::int[])', [idsOf(items)]);
  const given = items.flatMap(({ id, input }) =>
    LANGUAGES.flatMap((lang) => {
      const text = input.texts[lang];
      if (!text) return [];
      const { name, description, specifications } = text;
      return [{ id, lang, name, description, brand: input.brand, specifications }];
    }),
  );
  await q.query(
    `with given as materialized (
       select * from json_to_recordset($1::json) as r(id int, lang text, name text,
                                                      description text, brand text,
                                                      specifications json))
     insert into product_texts (product_id, lang, name, description, brand, specifications, fallback)
     select en.id, l.lang,
            case when own.id is null then en.name else own.name end,
            case when own.id is null then en.description else own.description end,
            en.brand,
            case when own.id is null then en.specifications else own.specifications end,
            own.id is null
       from given en cross join unnest($2::text[]) as l(lang)
       left join given own on own.id = en.id and own.lang = l.lang
      where en.lang = 'en'`,
    [JSON.stringify(given), LANGUAGES],
  );
}

/**
 * The variants as given, matched by SKU: a new one starts at 0 and gets its stock through the
 * ledger, a kept one keeps its stock (changed only by POST /stock/adjust), one left out goes.
 */
export async function writeVariants(
  q: Queryable,
  items: ProductWrite[],
  ids: OptionIds,
  staffEmail: string,
) {
  const rows = items.flatMap(({ id, input }) =>
    input.variants.map((v, position) => ({
      product_id: id,
      sku: v.sku,
      color_id: v.color ? ids.colors.get(key(v.color)) : null,
      size_id: ids.sizes.get(key(v.size)),
      price: v.priceCents,
      compare_at: v.compareAtPriceCents ?? null,
      position,
      grams: v.grams ?? null,
      gtin: v.gtin ?? null,
    })),
  );
  const given = new Set<string>();
  for (const { sku } of rows) {
    // Within one product checkCodes says so; across a batch's products, here.
    if (given.has(key(sku))) throw invalid('variants', `SKU ${sku} is given twice`);
    given.add(key(sku));
  }
  const json = JSON.stringify(rows);
  // A document without weights and GTINs (the back office's editor) keeps the variants' own.
  const kept = items.flatMap(({ input }) =>
    input.variants.filter((v) => v.grams === undefined && v.gtin === undefined).map((v) => v.sku),
  );
  const [other] = await q.query<{ sku: string }>(
    `select v.sku from variants v join json_to_recordset($1::json) as r(sku text, product_id int)
         on v.sku = r.sku
      where v.product_id <> r.product_id limit 1`,
    [json],
  );
  if (other)
    throw new AppError('CONFLICT', `SKU ${other.sku} belongs to another product`, {
      variants: `SKU ${other.sku} is taken`,
    });
  // Every SKU given belongs to its own product (just checked): one list serves the whole batch.
  await q.query(
    'delete from variants where product_id = any($1::int[]) and not (sku = any($2::text[]))',
    [idsOf(items), rows.map((row) => row.sku)],
  );
  // One statement for all of them: the variants' statement triggers (the search row of 028, the
  // sales version of 008) run once, not once a variant.
  const written = await q.query<{ id: number; sku: string; created: boolean }>(
    `insert into variants (product_id, sku, color_id, size_id, original_price_cents, compare_at_cents, stock, position, grams, gtin)
     select r.product_id, r.sku, r.color_id, r.size_id, r.price, r.compare_at, 0, r.position, r.grams, r.gtin
       from json_to_recordset($1::json) as r(product_id int, sku text, color_id int, size_id int,
                                             price int, compare_at int, position int, grams int,
                                             gtin text)
      order by r.product_id, r.position
     on conflict (sku) do update set color_id = excluded.color_id, size_id = excluded.size_id,
       original_price_cents = excluded.original_price_cents,
       compare_at_cents = excluded.compare_at_cents, position = excluded.position,
       grams = case when excluded.sku = any($2::text[]) then variants.grams else excluded.grams end,
       gtin = case when excluded.sku = any($2::text[]) then variants.gtin else excluded.gtin end
     returning id, sku, (xmax = 0) as created`,
    [json, kept],
  );
  const stock = new Map(items.flatMap(({ input }) => input.variants.map((v) => [v.sku, v.stock])));
  const opening = written
    .filter((row) => row.created && (stock.get(row.sku) ?? 0) > 0)
    .map((row) => ({ variantId: row.id, delta: stock.get(row.sku)! }));
  await moveStocks(q, opening, 'opening', staffEmail);
}

export async function writeImages(
  q: Queryable,
  items: ProductWrite[],
  colors: OptionIds['colors'],
) {
  await q.query('delete from product_images where product_id = any($1::int[])', [idsOf(items)]);
  const rows = items.flatMap(({ id, input }) =>
    input.images.map((image, position) => ({
      id,
      position,
      url: image.url,
      color_id: image.color ? colors.get(key(image.color)) : null,
      alt: image.alt,
    })),
  );
  if (!rows.length) return;
  await q.query(
    `insert into product_images (product_id, position, url, color_id, alt)
     select r.id, r.position, r.url, r.color_id, r.alt
       from json_to_recordset($1::json) as r(id int, position int, url text, color_id int, alt jsonb)
      order by r.id, r.position`,
    [JSON.stringify(rows)],
  );
}

/**
 * The filter options the shop's listing finds the products by: their subcategory, colours, sizes
 * and brand, and the materials they had. Only the options that change are deleted and inserted:
 * the triggers of 003, 007 and 020 that keep the listing's indexes and the search keywords then
 * have nothing to do on a save that keeps them (deleting a size worn by thousands of products and
 * adding it back made the category's pruning look through them all: 70 ms at 10,000 products).
 */
export async function writeOptions(q: Queryable, items: ProductWrite[], ids: OptionIds) {
  const brandCode = (brand: string) => slug(brand) || 'brand';
  const brands = await optionIds(
    q,
    'brand',
    items.map(({ input }) => ({ code: brandCode(input.brand), names: { en: input.brand } })),
  );
  const given = items.flatMap(({ id, input }) =>
    [
      ...input.options.colors.map((c) => ids.colors.get(key(c.code))),
      ...input.options.sizes.map((s) => ids.sizes.get(key(s.code))),
      brands.get(key(brandCode(input.brand))),
    ].map((option) => ({ id, option })),
  );
  const wanted = `with wanted as materialized (
       select g.id as product_id, g.option as option_id
         from json_to_recordset($2::json) as g(id int, option int) where g.option is not null
       union select p.id, o.id from filter_options o join products p on p.category_id = o.category_id
        where p.id = any($1::int[]) and o.type = 'subcategory'
       union select po.product_id, po.option_id from product_options po
         join filter_options o on o.id = po.option_id
        where po.product_id = any($1::int[]) and o.type = 'material')`;
  const values = [idsOf(items), JSON.stringify(given)];
  await q.query(
    `${wanted} delete from product_options po where po.product_id = any($1::int[])
        and not exists (select 1 from wanted w
                         where w.product_id = po.product_id and w.option_id = po.option_id)`,
    values,
  );
  await q.query(
    `${wanted} insert into product_options (option_id, product_id)
     select option_id, product_id from wanted on conflict do nothing`,
    values,
  );
}

/** The codes a variant or image names must be among the options given. */
export function checkCodes(input: AdminProductInput) {
  const colors = new Set(input.options.colors.map((c) => c.code));
  const sizes = new Set(input.options.sizes.map((s) => s.code));
  const pairs = new Set<string>();
  const skus = new Set<string>();
  for (const v of input.variants) {
    // A product has colours for all its variants or for none (sold in sizes only).
    if (v.color ? !colors.has(v.color) : colors.size)
      throw invalid('variants', `Colour ${v.color || '(none)'} is not among the options`);
    if (!sizes.has(v.size)) throw invalid('variants', `Size ${v.size} is not among the options`);
    if (pairs.has(`${v.color}/${v.size}`))
      throw invalid('variants', `Two variants are ${v.color} / ${v.size}`);
    if (skus.has(v.sku.toLowerCase())) throw invalid('variants', `SKU ${v.sku} is given twice`);
    pairs.add(`${v.color}/${v.size}`);
    skus.add(v.sku.toLowerCase());
  }
  for (const image of input.images) {
    if (image.color && !colors.has(image.color))
      throw invalid('images', `Colour ${image.color} is not among the options`);
  }
}
