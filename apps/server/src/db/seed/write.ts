import { LANGUAGES } from '@atelier/contract';
import { sceneUrl } from '../../modules/media/scenes.ts';
import type { Queryable } from '../../platform/db.ts';
import { openLedger } from '../../modules/stock/ledger.ts';
import type { ProductSeed } from './product.ts';
import type { Taxonomy } from './taxonomy.ts';
import { CATEGORY_KEYWORDS, OPTION_KEYWORDS } from './vocab/keywords.ts';
import { ANNOUNCEMENT, BANNERS, COLLECTIONS, DEALS, type MerchLink } from './vocab/merch.ts';
import type { T } from './vocab/text.ts';
import { slug } from './vocab/attributes.ts';

const CATALOG_TABLES = [
  'categories',
  'category_names',
  'filter_options',
  'filter_option_names',
  'products',
  'product_texts',
  'product_options',
  'variants',
  'product_images',
  'reviews',
  'collections',
  'collection_texts',
  'deals',
  'deal_texts',
  'banners',
  'banner_texts',
  'promotions',
  'announcement',
  'announcement_texts',
];

/** Column types of each table the seed fills; `age` (seconds ago) stands for `created_at`. */
const COLUMNS: Record<string, string> = {
  categories: 'id int, parent_id int, slug text, position int',
  category_names: 'category_id int, lang text, name text, keywords text',
  filter_options: 'id int, type text, code text, hex text, category_id int, position int',
  filter_option_names: 'option_id int, lang text, name text, keywords text',
  products:
    'id int, handle text, category_id int, top_category_id int, garment text, original_price_cents int, ' +
    'discount_percentage int, rating_total int, review_count int, units_sold int, in_flash_sale bool, ' +
    'flash_discount_percentage int, age int',
  product_texts:
    'product_id int, lang text, name text, description text, brand text, specifications json',
  product_options: 'option_id int, product_id int',
  variants:
    'product_id int, sku text, color_id int, size_id int, original_price_cents int, stock int, position int',
  product_images: 'product_id int, position int, url text, color_id int',
  reviews: 'product_id int, name text, rating int, comment text, age int',
  collections: 'id int, image_url text, category_id int, position int',
  collection_texts: 'collection_id int, lang text, name text, description text',
  deals: 'id int, deal_url text, offer_value int, position int, link text',
  deal_texts: 'deal_id int, lang text, title text',
  banners: 'id int, image_url text, position int, link text',
  banner_texts: 'banner_id int, lang text, title text',
  announcement: 'link text',
  announcement_texts: 'lang text, text text',
};

/**
 * Inserts a batch of rows keyed by column name in one statement with one JSON parameter: the
 * database parses it natively, far faster than a statement per row or array parameters. Rows
 * keep their given ids; keys that are not columns are ignored.
 */
async function load(q: Queryable, table: string, rows: object[]) {
  if (rows.length === 0) return;
  const record = COLUMNS[table]!;
  const columns = record.split(', ').map((c) => c.split(' ')[0]!);
  const target = columns.map((c) => (c === 'age' ? 'created_at' : c));
  const values = columns.map((c) => (c === 'age' ? `now() - age * interval '1 second'` : c));
  await q.query(
    `insert into ${table} (${target.join(', ')}) ${columns[0] === 'id' ? 'overriding system value' : ''}
     select ${values.join(', ')} from json_to_recordset($1::json) as r(${record})`,
    [JSON.stringify(rows)],
  );
}

const names = (rows: { id: number; name: T }[], key: string, column = 'name') =>
  rows.flatMap((row) =>
    LANGUAGES.map((lang) => ({ [key]: row.id, lang, [column]: row.name[lang] })),
  );

/** A product's unique handle: its English name and id ("linen-shirt-12"), as 017 gave the old ones. */
const handleOf = (p: ProductSeed) =>
  `${slug(p.texts.find((t) => t.lang === 'en')?.name ?? 'product')}-${p.product.id}`;

/**
 * Empties the catalog; rows elsewhere pointing at old products (carts, wishlists) go with it. Tax
 * rates name categories, so the cascade empties them too: the rates of places are put back.
 */
export async function clearCatalog(q: Queryable) {
  const places = await q.query(
    'select country, region, rate from tax_rates where category_id is null',
  );
  await q.exec(`truncate ${CATALOG_TABLES.join(', ')} restart identity cascade`);
  await q.query(
    `insert into tax_rates (country, region, rate)
       select * from json_to_recordset($1) as r(country text, region text, rate numeric)`,
    [JSON.stringify(places)],
  );
}

/** Children's clothing is zero-rated in the UK (052_markets.sql leaves category rates to the shop). */
export async function insertCategoryTaxRates(q: Queryable) {
  await q.query(
    `insert into tax_rates (country, category_id, rate) select 'GB', id, 0 from categories where slug = 'kids'`,
  );
}

/** Names with the other words shoppers search for the same thing (vocab/keywords.ts). */
const namesWithKeywords = (
  rows: { id: number; name: T }[],
  key: string,
  keywords: Map<number, T | undefined>,
) =>
  rows.flatMap((row) =>
    LANGUAGES.map((lang) => ({
      [key]: row.id,
      lang,
      name: row.name[lang],
      keywords: keywords.get(row.id)?.[lang] ?? '',
    })),
  );

export async function insertTaxonomy(q: Queryable, { categories, options }: Taxonomy) {
  const category = new Map(categories.map((c) => [c.id, CATEGORY_KEYWORDS[c.slug]]));
  const option = new Map(options.map((o) => [o.id, OPTION_KEYWORDS[`${o.type}:${o.code}`]]));
  await load(q, 'categories', categories);
  await load(q, 'category_names', namesWithKeywords(categories, 'category_id', category));
  await load(q, 'filter_options', options);
  await load(q, 'filter_option_names', namesWithKeywords(options, 'option_id', option));
}

export async function insertProducts(q: Queryable, products: ProductSeed[]) {
  await load(
    q,
    'products',
    products.map((p) => ({ ...p.product, handle: handleOf(p) })),
  );
  // Options before texts: a text's search keywords are drawn from its product's options as it is
  // inserted (020_search_keywords.sql), where options added later would rewrite every text.
  await load(
    q,
    'product_options',
    products.flatMap((p) => p.options),
  );
  await load(
    q,
    'product_texts',
    products.flatMap((p) => p.texts),
  );
  await load(
    q,
    'variants',
    products.flatMap((p) => p.variants),
  );
  await openLedger(
    q,
    products.map((p) => p.product.id),
    'import',
  );
  await load(
    q,
    'product_images',
    products.flatMap((p) => p.images),
  );
  await load(
    q,
    'reviews',
    products.flatMap((p) => p.reviews),
  );
}

export async function insertMerchandising(q: Queryable, { categories }: Taxonomy) {
  const categoryId = (slug?: string) => categories.find((c) => c.slug === slug)?.id ?? null;
  const href = (link: MerchLink) =>
    'path' in link ? link.path : `/product?category=${categoryId(link.category)}`;
  const collections = COLLECTIONS.map((c, i) => ({ ...c, id: i + 1 }));
  await load(
    q,
    'collections',
    collections.map(({ id, category }) => ({
      id,
      image_url: sceneUrl('collections', id),
      category_id: categoryId(category),
      position: id,
    })),
  );
  await load(
    q,
    'collection_texts',
    collections.flatMap((c) =>
      LANGUAGES.map((lang) => ({
        collection_id: c.id,
        lang,
        name: c.name[lang],
        description: c.description[lang],
      })),
    ),
  );
  const deals = DEALS.map(({ title, ...deal }, i) => ({ ...deal, id: i + 1, name: title }));
  await load(
    q,
    'deals',
    deals.map(({ id, offer, link }) => ({
      id,
      deal_url: sceneUrl('deals', id),
      offer_value: offer,
      position: id,
      link: href(link),
    })),
  );
  await load(q, 'deal_texts', names(deals, 'deal_id', 'title'));
  const banners = BANNERS.map(({ title, link }, i) => ({ id: i + 1, name: title, link }));
  await load(
    q,
    'banners',
    banners.map(({ id, link }) => ({
      id,
      image_url: sceneUrl('banners', id),
      position: id,
      link: href(link),
    })),
  );
  await load(q, 'banner_texts', names(banners, 'banner_id', 'title'));
  await load(q, 'announcement', [{ link: href(ANNOUNCEMENT.link) }]);
  await load(
    q,
    'announcement_texts',
    LANGUAGES.map((lang) => ({ lang, text: ANNOUNCEMENT.text[lang] })),
  );
  // The home page counts down to this: from whenever the shop was seeded to a few days after.
  // Banners, deals and collections have no start or end: live from the start, until changed.
  await q.query(
    `insert into promotions (kind, starts_at, ends_at)
     values ('flash-sale', now(), now() + interval '3 days 6 hours')`,
  );
}

/** Rows inserted with explicit ids leave the identity behind: the next insert starts after them. */
export async function resetIdentities(q: Queryable) {
  for (const table of [
    'categories',
    'filter_options',
    'products',
    'collections',
    'deals',
    'banners',
  ]) {
    await q.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) from ${table}`,
    );
  }
}
