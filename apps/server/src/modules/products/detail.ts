import type { Language, ProductDetail } from '@atelier/contract';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Market } from '../markets/repo.ts';
import { variantPrices, type VariantPrice } from '../markets/prices.ts';
import { LISTED } from './sql.ts';
import { averageRating, pricedFields, productPriceIn } from './cards.ts';
import { catalogNames, type CatalogNames } from './names.ts';
import { pricesAt } from './pricing.ts';

/** A variant as the statement answers it: id, sku, colour id, size id, stock, position. */
type VariantRow = [number, string, number, number, number, number];

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
// catalogNames, read after them; the variants' prices in the market come beside it (prices.ts).
const PRICES = pricesAt('$3');
const DETAIL_SQL = `
  select p.id, t.name, t.description, t.brand, t.specifications,
         p.original_price_cents as "originalPriceCents", ${PRICES.discount} as "discountPercentage",
         p.rating_total as "ratingTotal", p.review_count as "reviewCount",
         array[p.top_category_id, p.category_id] as "categoryIds",
         coalesce((select json_agg(json_build_array(i.url, i.color_id) order by i.position)
                     from product_images i where i.product_id = p.id), '[]') as images,
         coalesce((select json_agg(json_build_array(v.id, v.sku, v.color_id, v.size_id, v.stock,
                            v.position))
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
  const [[row], prices] = await Promise.all([
    db.query<DetailRow>(DETAIL_SQL, [id, lang, now]),
    variantPrices(db, market, { productIds: [id] }, now),
  ]);
  if (!row) throw notFound('Product');
  const names = await catalogNames(db);
  const variants = variantsOf(names, row, lang, prices, market.currency);
  // The product's own price is that of the variant it presents, as its card shows it.
  const presented = prices.get(variants[0]?.id ?? 0);
  const { originalPrice, discountPercentage } = pricedFields(
    productPriceIn(market, row, null, presented?.fixed),
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
    variants: variants.map(({ id: _, ...variant }) => variant),
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
 * position (cards.ts VARIANT_ORDER), each colour and size by its name in `lang` else its code
 * ('' for no colour: a product sold in sizes only), with its colour's first picture. An option
 * renamed or removed since the row was read shows as of the names: they are as new or newer.
 */
function variantsOf(
  names: CatalogNames,
  row: DetailRow,
  lang: Language,
  prices: Map<number, VariantPrice>,
  currency: string,
) {
  const option = (id: number) => names.options.get(id);
  const position = (id: number) => option(id)?.position ?? 0;
  const label = (id: number) => option(id)?.names[lang] ?? option(id)?.code ?? '';
  const colorAt = new Map<number, number>();
  for (const [, , color, , , at] of row.variants)
    colorAt.set(color, Math.min(at, colorAt.get(color) ?? at));
  return [...row.variants]
    .sort(
      ([, , colorA, sizeA, , a], [, , colorB, sizeB, , b]) =>
        colorAt.get(colorA)! - colorAt.get(colorB)! || position(sizeA) - position(sizeB) || a - b,
    )
    .flatMap(([id, sku, color, size, stock]) => {
      // A variant added after the prices were read shows on the next reading.
      const price = prices.get(id);
      if (!price) return [];
      const imageUrl = row.images.find(([, colorId]) => colorId === color)?.[0];
      const { sellingPrice, originalPrice, compareAtPrice } = pricedFields(price, currency);
      return {
        id,
        sku,
        color: label(color),
        size: label(size),
        sellinglPrice: sellingPrice,
        originalPrice,
        ...(compareAtPrice !== undefined && { compareAtPrice }),
        stock,
        ...(imageUrl ? { imageUrl } : {}),
      };
    });
}
