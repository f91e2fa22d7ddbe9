import type { Language, ProductDetail } from '@atelier/contract';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Market } from '../markets/repo.ts';
import { fixedOf, fixedPriceOf, priceIn } from '../markets/prices.ts';
import { LISTED } from './sql.ts';
import { averageRating, pricedFields, productPriceIn } from './cards.ts';
import { catalogNames, type CatalogNames } from './names.ts';
import { pricesAt } from './pricing.ts';

/**
 * A variant as the statement answers it: sku, colour id, size id, stock, position, base price,
 * base compare-at price, and the price fixed in the market's currency.
 */
type VariantRow = [
  string,
  number,
  number,
  number,
  number,
  number,
  number | null,
  [number, number | null] | null,
];

interface DetailRow {
  id: number;
  name: string;
  description: string;
  brand: string;
  specifications: ProductDetail['specifications'];
  originalPriceCents: number;
  discountPercentage: number;
  ratingTotal: number;
  reviewCount: number;
  categoryIds: number[];
  /** In order: url and colour id. */
  images: [string, number | null][];
  variants: VariantRow[];
}

// One round trip: images and variants come back as JSON arrays of ids, named in node from
// catalogNames, read after them, and priced in the market there (prices.ts priceIn).
const PRICES = pricesAt('$3');
const detailSql = (currency: string) => `
  select p.id, t.name, t.description, t.brand, t.specifications,
         p.original_price_cents as "originalPriceCents", ${PRICES.discount} as "discountPercentage",
         p.rating_total as "ratingTotal", p.review_count as "reviewCount",
         array[p.top_category_id, p.category_id] as "categoryIds",
         coalesce((select json_agg(json_build_array(i.url, i.color_id) order by i.position)
                     from product_images i where i.product_id = p.id), '[]') as images,
         coalesce((select json_agg(json_build_array(v.sku, v.color_id, v.size_id, v.stock,
                            v.position, v.original_price_cents, v.compare_at_cents,
                            ${fixedPriceOf('v.id', currency)}))
                     from variants v where v.product_id = p.id), '[]') as variants
    from products p
    join product_texts t on t.product_id = p.id and t.lang = $2
   where p.id = $1 and ${LISTED}`;

/**
 * A product's page in one language, with the prices of the time `now` in `market`; an unknown id
 * is a 404.
 */
export async function productDetail(
  db: Db,
  id: number,
  lang: Language,
  market: Market,
  now: Date,
): Promise<ProductDetail> {
  const [row] = await db.query<DetailRow>(detailSql(market.currency), [id, lang, now]);
  if (!row) throw notFound('Product');
  const names = await catalogNames(db);
  const variants = ordered(names, row.variants);
  // The product's own price is that of the variant it presents, as its card shows it.
  const { originalPrice, discountPercentage } = pricedFields(
    productPriceIn(market, row, null, fixedOf(variants[0]?.[7] ?? null)),
    market.currency,
  );
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    brand: row.brand,
    categories: categoriesOf(names, row.categoryIds, lang),
    images: row.images.map(([url]) => url),
    originalPrice,
    discountPercentage,
    variants: variants.map((variant) => variantOf(names, row, lang, market, variant)),
    specifications: row.specifications,
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviewCount: row.reviewCount,
    currency: market.currency,
    market: market.code,
  };
}

/** The product's top category, then its own (`ids` in that order), each that has a name in `lang`. */
function categoriesOf(names: CatalogNames, ids: number[], lang: Language) {
  return [...new Set(ids)].flatMap((id) => {
    const name = names.categories.get(id)?.names[lang];
    return name === undefined ? [] : [{ id, name }];
  });
}

/**
 * The variants in the order of colour (as the product first lists it), size and their own
 * position (cards.ts VARIANT_ORDER).
 */
function ordered(names: CatalogNames, variants: VariantRow[]) {
  const position = (id: number) => names.options.get(id)?.position ?? 0;
  const colorAt = new Map<number, number>();
  for (const [, color, , , at] of variants)
    colorAt.set(color, Math.min(at, colorAt.get(color) ?? at));
  return [...variants].sort(
    ([, colorA, sizeA, , a], [, colorB, sizeB, , b]) =>
      colorAt.get(colorA)! - colorAt.get(colorB)! || position(sizeA) - position(sizeB) || a - b,
  );
}

/**
 * A variant priced in `market`, its colour and size by their names in `lang` else their codes
 * ('' for no colour: a product sold in sizes only), with its colour's first picture. An option
 * renamed or removed since the row was read shows as of the names: they are as new or newer.
 */
function variantOf(
  names: CatalogNames,
  row: DetailRow,
  lang: Language,
  market: Market,
  [sku, color, size, stock, , priceCents, compareAtCents, fixed]: VariantRow,
) {
  const option = (id: number) => names.options.get(id);
  const label = (id: number) => option(id)?.names[lang] ?? option(id)?.code ?? '';
  const base = { priceCents, compareAtCents, discountPercentage: row.discountPercentage };
  const { sellingPrice, originalPrice, compareAtPrice } = pricedFields(
    priceIn(market, base, fixedOf(fixed)),
    market.currency,
  );
  const imageUrl = row.images.find(([, colorId]) => colorId === color)?.[0];
  return {
    sku,
    color: label(color),
    size: label(size),
    sellinglPrice: sellingPrice,
    originalPrice,
    ...(compareAtPrice !== undefined && { compareAtPrice }),
    stock,
    ...(imageUrl ? { imageUrl } : {}),
  };
}
