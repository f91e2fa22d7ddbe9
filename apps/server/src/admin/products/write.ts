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

/**
 * The ids of the filter options with these codes, creating those that do not exist yet with the
 * names given (colours and sizes are shared by every product: an existing one keeps its names).
 */
export async function optionIds(
  q: Queryable,
  type: 'color' | 'size' | 'brand',
  options: { code: string; names: Names; hex?: string }[],
) {
  const ids = new Map<string, number>();
  // 'xl' typed in the back office is the shop's existing 'XL', not a second size. One read for all.
  const found = new Map<string, number>();
  const rows = await q.query<{ id: number; code: string }>(
    `select id, lower(code) as code from filter_options
      where type = $1 and lower(code) = any($2::text[]) order by id desc`,
    [type, options.map((o) => o.code.toLowerCase())],
  );
  for (const row of rows) found.set(row.code, row.id);
  for (const option of options) {
    const existing = found.get(option.code.toLowerCase());
    if (existing !== undefined) {
      ids.set(option.code, existing);
      continue;
    }
    const [created] = await q.query<{ id: number }>(
      `insert into filter_options (type, code, hex, position)
       select $1, $2, $3, coalesce(max(position) + 1, 0) from filter_options where type = $1
       on conflict (type, code) do nothing returning id`,
      [type, option.code, option.hex ?? null],
    );
    if (created) {
      for (const { lang, name } of everyLanguage(option.names)) {
        await q.query(
          'insert into filter_option_names (option_id, lang, name) values ($1, $2, $3)',
          [created.id, lang, name],
        );
      }
    }
    const [row] = await q.query<{ id: number }>(
      'select id from filter_options where type = $1 and code = $2',
      [type, option.code],
    );
    ids.set(option.code, row!.id);
  }
  return ids;
}

/** The root of a category's branch: a product's top category. */
export async function topCategoryOf(q: Queryable, categoryId: number) {
  const [row] = await q.query<{ id: number }>(
    `with recursive up as (
       select id, parent_id from categories where id = $1
       union all select c.id, c.parent_id from categories c join up on c.id = up.parent_id
     ) select id from up where parent_id is null`,
    [categoryId],
  );
  if (!row) throw invalid('categoryId', 'Unknown category');
  return row.id;
}

/**
 * The product's texts in every language, a missing one copied from English and marked. One insert
 * for all six: the search triggers on product_texts run once per statement.
 */
export async function writeTexts(q: Queryable, productId: number, input: AdminProductInput) {
  await q.query('delete from product_texts where product_id = $1', [productId]);
  const rows = LANGUAGES.map((lang) => {
    const text = input.texts[lang] ?? input.texts.en;
    const { name, description, specifications } = text;
    return { lang, name, description, specifications, fallback: !input.texts[lang] };
  });
  await q.query(
    `insert into product_texts (product_id, lang, name, description, brand, specifications, fallback)
     select $1, r.lang, r.name, r.description, $2, r.specifications, r.fallback
       from json_to_recordset($3::json)
         as r(lang text, name text, description text, specifications json, fallback boolean)`,
    [productId, input.brand, JSON.stringify(rows)],
  );
}

/**
 * The variants as given, matched by SKU: a new one starts at 0 and gets its stock through the
 * ledger, a kept one keeps its stock (changed only by POST /stock/adjust), one left out goes.
 */
export async function writeVariants(
  q: Queryable,
  productId: number,
  input: AdminProductInput,
  ids: { colors: Map<string, number>; sizes: Map<string, number> },
  staffEmail: string,
) {
  const skus = input.variants.map((v) => v.sku);
  const [other] = await q.query<{ sku: string }>(
    'select sku from variants where sku = any($1::text[]) and product_id <> $2 limit 1',
    [skus, productId],
  );
  if (other)
    throw new AppError('CONFLICT', `SKU ${other.sku} belongs to another product`, {
      variants: `SKU ${other.sku} is taken`,
    });
  await q.query('delete from variants where product_id = $1 and not (sku = any($2::text[]))', [
    productId,
    skus,
  ]);
  // One statement for all of them: the variants' statement triggers (the search row of 028, the
  // sales version of 008) run once, not once a variant.
  const rows = input.variants.map((v, position) => ({
    sku: v.sku,
    color_id: ids.colors.get(v.color),
    size_id: ids.sizes.get(v.size),
    price: v.priceCents,
    compare_at: v.compareAtPriceCents ?? null,
    position,
  }));
  const written = await q.query<{ id: number; sku: string; created: boolean }>(
    `insert into variants (product_id, sku, color_id, size_id, original_price_cents, compare_at_cents, stock, position)
     select $1, r.sku, r.color_id, r.size_id, r.price, r.compare_at, 0, r.position
       from json_to_recordset($2::json)
         as r(sku text, color_id int, size_id int, price int, compare_at int, position int)
      order by r.position
     on conflict (sku) do update set color_id = excluded.color_id, size_id = excluded.size_id,
       original_price_cents = excluded.original_price_cents,
       compare_at_cents = excluded.compare_at_cents, position = excluded.position
     returning id, sku, (xmax = 0) as created`,
    [productId, JSON.stringify(rows)],
  );
  const stock = new Map(input.variants.map((v) => [v.sku, v.stock]));
  const opening = written
    .filter((row) => row.created && (stock.get(row.sku) ?? 0) > 0)
    .map((row) => ({ variantId: row.id, delta: stock.get(row.sku)! }));
  await moveStocks(q, opening, 'opening', staffEmail);
}

export async function writeImages(
  q: Queryable,
  productId: number,
  input: AdminProductInput,
  colors: Map<string, number>,
) {
  await q.query('delete from product_images where product_id = $1', [productId]);
  if (!input.images.length) return;
  const rows = input.images.map((image, position) => ({
    position,
    url: image.url,
    color_id: image.color ? colors.get(image.color) : null,
    alt: image.alt,
  }));
  await q.query(
    `insert into product_images (product_id, position, url, color_id, alt)
     select $1, r.position, r.url, r.color_id, r.alt
       from json_to_recordset($2::json) as r(position int, url text, color_id int, alt jsonb)
      order by r.position`,
    [productId, JSON.stringify(rows)],
  );
}

/**
 * The filter options the shop's listing finds the product by: its subcategory, colours, sizes
 * and brand, and the materials it had. Only the options that change are deleted and inserted: the
 * triggers of 003, 007 and 020 that keep the listing's indexes and the search keywords then have
 * nothing to do on a save that keeps them (deleting a size worn by thousands of products and
 * adding it back made the category's pruning look through them all: 70 ms at 10,000 products).
 */
export async function writeOptions(
  q: Queryable,
  productId: number,
  input: AdminProductInput,
  ids: { colors: Map<string, number>; sizes: Map<string, number> },
) {
  const brandCode = slug(input.brand) || 'brand';
  const brand = await optionIds(q, 'brand', [{ code: brandCode, names: { en: input.brand } }]);
  const wanted = `select distinct option_id from unnest($2::int[]) as option_id where option_id is not null
     union select o.id from filter_options o join products p on p.category_id = o.category_id
      where p.id = $1 and o.type = 'subcategory'
     union select po.option_id from product_options po join filter_options o on o.id = po.option_id
      where po.product_id = $1 and o.type = 'material'`;
  const given = [...ids.colors.values(), ...ids.sizes.values(), brand.get(brandCode)];
  await q.query(
    `delete from product_options where product_id = $1 and option_id not in (${wanted})`,
    [productId, given],
  );
  await q.query(
    `insert into product_options (option_id, product_id)
     select option_id, $1::int from (${wanted}) w on conflict do nothing`,
    [productId, given],
  );
}

/** The codes a variant or image names must be among the options given. */
export function checkCodes(input: AdminProductInput) {
  const colors = new Set(input.options.colors.map((c) => c.code));
  const sizes = new Set(input.options.sizes.map((s) => s.code));
  const pairs = new Set<string>();
  const skus = new Set<string>();
  for (const v of input.variants) {
    if (!colors.has(v.color))
      throw invalid('variants', `Colour ${v.color} is not among the options`);
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
