import type { Language, ProductDetail } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { LISTED } from './sql.ts';
import { averageRating, dollars, VARIANT_ORDER } from './cards.ts';
import { pricesAt, variantPrice } from './pricing.ts';

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
  images: string[];
  categories: ProductDetail['categories'];
  variants: {
    sku: string;
    color: string;
    size: string;
    sellingPriceCents: number;
    originalPriceCents: number;
    stock: number;
    imageUrl: string | null;
  }[];
}

// One round trip: images and variants come back as JSON arrays, priced at the time $3. A variant's
// selling price applies the product's discount the way its stored selling price does.
const PRICES = pricesAt('$3');
const DETAIL_SQL = `
  select p.id, t.name, t.description, t.brand, t.specifications,
         p.original_price_cents as "originalPriceCents", ${PRICES.discount} as "discountPercentage",
         p.rating_total as "ratingTotal", p.review_count as "reviewCount",
         (select json_agg(json_build_object('id', c.id, 'name', n.name) order by c.parent_id nulls first)
            from categories c join category_names n on n.category_id = c.id and n.lang = t.lang
           where c.id in (p.top_category_id, p.category_id)) as categories,
         coalesce((select json_agg(i.url order by i.position)
                     from product_images i where i.product_id = p.id), '[]') as images,
         coalesce((select json_agg(json_build_object(
                            'sku', v.sku,
                            'color', coalesce(cn.name, c.code),
                            'size', coalesce(sn.name, s.code),
                            'sellingPriceCents', ${variantPrice(PRICES)},
                            'originalPriceCents', v.original_price_cents,
                            'stock', v.stock,
                            'imageUrl', (select i.url from product_images i
                                          where i.product_id = p.id and i.color_id = v.color_id
                                          order by i.position limit 1))
                          order by ${VARIANT_ORDER})
                     from variants v
                     join filter_options c on c.id = v.color_id
                     join filter_options s on s.id = v.size_id
                     left join filter_option_names cn on cn.option_id = c.id and cn.lang = t.lang
                     left join filter_option_names sn on sn.option_id = s.id and sn.lang = t.lang
                    where v.product_id = p.id), '[]') as variants
    from products p
    join product_texts t on t.product_id = p.id and t.lang = $2
   where p.id = $1 and ${LISTED}`;

/** A product's page in one language, with the prices of the time `now`; an unknown id is a 404. */
export async function productDetail(
  db: Queryable,
  id: number,
  lang: Language,
  now: Date,
): Promise<ProductDetail> {
  const [row] = await db.query<DetailRow>(DETAIL_SQL, [id, lang, now]);
  if (!row) throw notFound('Product');
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    brand: row.brand,
    categories: row.categories,
    images: row.images,
    originalPrice: dollars(row.originalPriceCents),
    discountPercentage: row.discountPercentage,
    variants: row.variants.map((v) => ({
      sku: v.sku,
      color: v.color,
      size: v.size,
      sellinglPrice: dollars(v.sellingPriceCents),
      originalPrice: dollars(v.originalPriceCents),
      stock: v.stock,
      ...(v.imageUrl ? { imageUrl: v.imageUrl } : {}),
    })),
    specifications: row.specifications,
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviewCount: row.reviewCount,
  };
}
