import {
  LOW_STOCK,
  mediaIdOf,
  type AdminProduct,
  type AdminProductQuery,
  type Language,
} from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { listMarkets, type Market } from '../../modules/markets/repo.ts';
import { iso } from '../paging.ts';
import { withConverted } from './prices.ts';

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The filters of the product list; every one has an index (017_catalog_admin.sql, 028). `from`:
 * only products from that id on.
 */
function listWhere(f: AdminProductQuery, from?: number) {
  const values: unknown[] = [];
  const add = (value: unknown) => `$${values.push(value)}`;
  const where: string[] = [];
  const below = f.cursor ? add(Number(f.cursor)) : undefined;
  const above = from !== undefined ? add(from) : undefined;
  // The page's bounds on a table keyed by product: repeated inside each filter's subquery, whose
  // rows the planner otherwise merges with the page's from the top of the list down to the
  // cursor (low stock at id 80,000 read 20,000 variants on PGlite: 41 ms).
  const bounds = (column: string) =>
    [
      ...(below ? [` and ${column} < ${below}`] : []),
      ...(above ? [` and ${column} >= ${above}`] : []),
    ].join('');
  if (f.q) {
    // Names in every language, handle and SKUs, in one narrow lower-case row each
    // (028_admin_product_search.sql).
    where.push(`p.id in (select product_id from product_search
                          where text like lower(${add(containing(f.q))})${bounds('product_id')})`);
  }
  if (above) where.push(`p.id >= ${above}`);
  if (f.status) where.push(`p.status = ${add(f.status)}`);
  if (f.categoryId) {
    where.push(`p.category_id in (with recursive tree as (
                  select id from categories where id = ${add(f.categoryId)}
                  union select c.id from categories c join tree on c.parent_id = tree.id)
                select id from tree)`);
  }
  if (f.lowStock !== undefined) {
    where.push(`${f.lowStock ? '' : 'not '}exists (select 1 from variants v
                 where v.product_id = p.id and v.stock <= ${LOW_STOCK}${bounds('v.product_id')})`);
  }
  if (f.missingLanguage) {
    where.push(`exists (select 1 from product_texts f where f.product_id = p.id
                 and f.lang = ${add(f.missingLanguage)} and f.fallback${bounds('f.product_id')})`);
  }
  if (below) where.push(`p.id < ${below}`);
  return { where: where.join(' and ') || 'true', values, add };
}

const MISSING = `coalesce((select array_agg(f.lang order by f.lang) from product_texts f
                  where f.product_id = p.id and f.fallback), '{}')`;

/**
 * How many of the newest products (below the cursor) a search looks through first. A common word
 * fills a page among them, and the whole of its matches (thousands, a tenth of a catalog) is
 * never fetched; a rarer one is then looked up through the index in the rest.
 */
const SEARCH_WINDOW = 2000;

/** Newest first (by id, the keyset), `limit + 1` rows for keysetPage. */
export async function listProducts(q: Queryable, f: AdminProductQuery) {
  if (!f.q) return listPage(q, f);
  const [{ top }] = (await q.query('select coalesce(max(id), 0) + 1 as top from products')) as [
    { top: number },
  ];
  const below = Math.min(top, f.cursor ? Number(f.cursor) : top);
  const near = await listPage(q, { ...f, cursor: String(below) }, below - SEARCH_WINDOW);
  if (near.length > f.limit || below <= SEARCH_WINDOW) return near;
  const rest = { ...f, cursor: String(below - SEARCH_WINDOW), limit: f.limit - near.length };
  return [...near, ...(await listPage(q, rest))];
}

async function listPage(q: Queryable, f: AdminProductQuery, from?: number) {
  const { where, values, add } = listWhere(f, from);
  const rows = await q.query<{
    id: number;
    handle: string;
    name: string;
    status: AdminProduct['status'];
    imageUrl: string | null;
    priceCents: number;
    stock: number;
    variants: number;
    missingLanguages: Language[];
    updatedAt: Date;
  }>(
    // The English name read for each row of the page: as a join, a page far down the list was
    // merged with every text above it (20,000 read for a page at id 80,000: 95 ms).
    `select p.id, p.handle, p.status, p.original_price_cents as "priceCents",
            coalesce((select t.name from product_texts t where t.product_id = p.id and t.lang = 'en'),
                     p.handle) as name,
            (select i.url from product_images i where i.product_id = p.id
              order by i.position limit 1) as "imageUrl",
            v.stock, v.variants, ${MISSING} as "missingLanguages", p.updated_at as "updatedAt"
       from products p
       cross join lateral (select coalesce(sum(stock), 0)::int as stock, count(*)::int as variants
                             from variants where product_id = p.id) v
      where ${where}
      order by p.id desc limit ${add(f.limit + 1)}`,
    values,
  );
  return rows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) }));
}

type Names = Record<string, string>;
const NAMES = (option: string) =>
  `(select json_object_agg(n.lang, n.name) from filter_option_names n where n.option_id = ${option})`;

interface ProductRow {
  id: number;
  handle: string;
  status: AdminProduct['status'];
  version: number;
  updatedAt: Date;
  categoryId: number;
  discountPercentage: number;
  texts: {
    lang: Language;
    name: string;
    description: string;
    brand: string;
    specifications: AdminProduct['texts']['en']['specifications'];
    fallback: boolean;
  }[];
  variants: Omit<AdminProduct['variants'][number], 'converted'>[];
  finalSale: boolean;
  colors: { code: string; hex: string; names: Names }[];
  sizes: { code: string; names: Names }[];
  images: { url: string; alt: Names; color: string | null }[];
  tags: string[];
  seoTitle: Names;
  seoDescription: Names;
}

/** The whole product as the back office edits it; undefined when there is no such product. */
export async function readProduct(q: Queryable, id: number): Promise<AdminProduct | undefined> {
  return (await readProducts(q, [id])).get(id);
}

/** Several products in one statement (an import's batch, an export's page), by id. */
export async function readProducts(q: Queryable, ids: number[]) {
  const rows = await q.query<ProductRow>(
    `select p.id, p.handle, p.status, p.version, p.updated_at as "updatedAt",
            p.category_id as "categoryId", p.discount_percentage as "discountPercentage",
            p.final_sale as "finalSale",
            (select json_agg(json_build_object('lang', t.lang, 'name', t.name,
                     'description', t.description, 'brand', t.brand,
                     'specifications', t.specifications, 'fallback', t.fallback))
               from product_texts t where t.product_id = p.id) as texts,
            coalesce((select json_agg(json_build_object('sku', v.sku, 'color', coalesce(c.code, ''),
                     'size', s.code, 'priceCents', v.original_price_cents,
                     'compareAtPriceCents', v.compare_at_cents, 'stock', v.stock,
                     'grams', v.grams, 'gtin', v.gtin,
                     'prices', coalesce((select json_object_agg(f.currency, f.price_cents)
                                           from variant_prices f where f.variant_id = v.id), '{}'),
                     'compareAtPrices', coalesce((select json_object_agg(f.currency, f.compare_at_cents)
                                           from variant_prices f where f.variant_id = v.id
                                            and f.compare_at_cents is not null), '{}'))
                     order by v.position)
               from variants v left join filter_options c on c.id = v.color_id
               join filter_options s on s.id = v.size_id where v.product_id = p.id), '[]') as variants,
            p.tags, p.seo_title as "seoTitle", p.seo_description as "seoDescription",
            coalesce((select json_agg(json_build_object('code', o.code, 'hex', o.hex,
                     'names', ${NAMES('o.id')})
                     -- The product's own order of its colours: that of its variants.
                     order by (select min(w.position) from variants w
                                where w.product_id = p.id and w.color_id = o.id), o.id)
               from filter_options o where o.id in (select color_id from variants where product_id = p.id)), '[]') as colors,
            coalesce((select json_agg(json_build_object('code', o.code, 'names', ${NAMES('o.id')})
                     order by o.position, o.id)
               from filter_options o where o.id in (select size_id from variants where product_id = p.id)), '[]') as sizes,
            coalesce((select json_agg(json_build_object('url', i.url, 'alt', i.alt, 'color', c.code)
                     order by i.position)
               from product_images i left join filter_options c on c.id = i.color_id
              where i.product_id = p.id), '[]') as images
       from products p where p.id = any($1::int[])`,
    [ids],
  );
  const markets = rows.length ? await listMarkets(q) : [];
  return new Map(rows.map((row) => [row.id, productOf(row, markets)]));
}

function productOf(row: ProductRow, markets: Market[]): AdminProduct {
  const own = row.texts.filter((t) => !t.fallback);
  const english = row.texts.find((t) => t.lang === 'en');
  const texts = Object.fromEntries(
    own.map((t) => [
      t.lang,
      { name: t.name, description: t.description, specifications: t.specifications },
    ]),
  ) as AdminProduct['texts'];
  return {
    id: row.id,
    handle: row.handle,
    status: row.status,
    version: row.version,
    updatedAt: iso(row.updatedAt),
    brand: english?.brand ?? '',
    categoryId: row.categoryId,
    discountPercentage: row.discountPercentage,
    texts,
    missingLanguages: row.texts
      .filter((t) => t.fallback)
      .map((t) => t.lang)
      .sort(),
    options: { colors: row.colors, sizes: row.sizes } as AdminProduct['options'],
    variants: withConverted(row.variants, markets),
    finalSale: row.finalSale,
    images: row.images.map((image) => ({ ...image, id: mediaIdOf(image.url) ?? null })),
    tags: row.tags,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}

/** The ids of the products the list's filters match, newest first, at most `max`. */
export async function matchingIds(
  q: Queryable,
  filter: Omit<AdminProductQuery, 'cursor' | 'limit'>,
  max: number,
) {
  const { where, values, add } = listWhere({ ...filter, limit: max });
  const rows = await q.query<{ id: number }>(
    `select p.id from products p where ${where} order by p.id desc limit ${add(max)}`,
    values,
  );
  return rows.map((row) => row.id);
}
