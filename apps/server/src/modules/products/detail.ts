import type { Language, ProductDetail } from '@atelier/contract';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { LISTED } from './sql.ts';
import { averageRating, compareAt, dollars } from './cards.ts';
import { catalogNames, type CatalogNames } from './names.ts';
import { pricesAt, regularPrice, variantPrice } from './pricing.ts';

/**
 * A variant as the statement answers it: sku, colour id, size id, cents, original cents, stock,
 * position, regular cents.
 */
type VariantRow = [string, number, number, number, number, number, number, number];

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

// One round trip: images and variants come back as JSON arrays of ids, priced at the time $3, and
// named in node from catalogNames, read after them. A variant's selling
// price applies the product's discount the way its stored selling price does.
const PRICES = pricesAt('$3');
const DETAIL_SQL = `
  select p.id, t.name, t.description, t.brand, t.specifications,
         p.original_price_cents as "originalPriceCents", ${PRICES.discount} as "discountPercentage",
         p.rating_total as "ratingTotal", p.review_count as "reviewCount",
         array[p.top_category_id, p.category_id] as "categoryIds",
         coalesce((select json_agg(json_build_array(i.url, i.color_id) order by i.position)
                     from product_images i where i.product_id = p.id), '[]') as images,
         coalesce((select json_agg(json_build_array(v.sku, v.color_id, v.size_id,
                            ${variantPrice(PRICES)}, v.original_price_cents, v.stock, v.position,
                            ${regularPrice('v.original_price_cents', 'v.compare_at_cents')}))
                     from variants v where v.product_id = p.id), '[]') as variants
    from products p
    join product_texts t on t.product_id = p.id and t.lang = $2
   where p.id = $1 and ${LISTED}`;

/** A product's page in one language, with the prices of the time `now`; an unknown id is a 404. */
export async function productDetail(
  db: Db,
  id: number,
  lang: Language,
  now: Date,
): Promise<ProductDetail> {
  const [row] = await db.query<DetailRow>(DETAIL_SQL, [id, lang, now]);
  if (!row) throw notFound('Product');
  const names = await catalogNames(db);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    brand: row.brand,
    categories: categoriesOf(names, row.categoryIds, lang),
    images: row.images.map(([url]) => url),
    originalPrice: dollars(row.originalPriceCents),
    discountPercentage: row.discountPercentage,
    variants: variantsOf(names, row, lang),
    specifications: row.specifications,
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviewCount: row.reviewCount,
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
function variantsOf(names: CatalogNames, row: DetailRow, lang: Language) {
  const option = (id: number) => names.options.get(id);
  const position = (id: number) => option(id)?.position ?? 0;
  const label = (id: number) => option(id)?.names[lang] ?? option(id)?.code ?? '';
  const colorAt = new Map<number, number>();
  for (const [, color, , , , , at] of row.variants)
    colorAt.set(color, Math.min(at, colorAt.get(color) ?? at));
  return [...row.variants]
    .sort(
      ([, colorA, sizeA, , , , a], [, colorB, sizeB, , , , b]) =>
        colorAt.get(colorA)! - colorAt.get(colorB)! || position(sizeA) - position(sizeB) || a - b,
    )
    .map(([sku, color, size, cents, originalCents, stock, , regularCents]) => {
      const imageUrl = row.images.find(([, colorId]) => colorId === color)?.[0];
      return {
        sku,
        color: label(color),
        size: label(size),
        sellinglPrice: dollars(cents),
        originalPrice: dollars(originalCents),
        ...compareAt(regularCents, originalCents),
        stock,
        ...(imageUrl ? { imageUrl } : {}),
      };
    });
}
