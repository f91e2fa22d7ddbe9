import { garmentImageUrl } from '../../modules/media/garments.ts';
import { Rng } from './random.ts';
import type { Taxonomy } from './taxonomy.ts';
import { productTexts, type ProductText } from './texts.ts';
import { EVERYDAY_ADJECTIVES } from './vocab/adjectives.ts';
import {
  BRANDS,
  COLORS,
  EVERYDAY_COLORS,
  LARGE_SIZES,
  MATERIALS,
  SIZE_SCALES,
  slug,
  type SizeScale,
} from './vocab/attributes.ts';
import { GARMENTS, type Garment } from './vocab/garments.ts';
import {
  COMMENTS,
  REVIEW_LANGUAGE_WEIGHTS,
  REVIEW_LANGUAGES,
  REVIEWERS,
  toneOf,
} from './vocab/reviews.ts';

/** One product and its rows, keyed by column name. `age` is seconds before the seeding time. */
export interface ProductSeed {
  product: {
    id: number;
    category_id: number;
    top_category_id: number;
    garment: string;
    original_price_cents: number;
    discount_percentage: number;
    rating_total: number;
    review_count: number;
    units_sold: number;
    in_flash_sale: boolean;
    flash_discount_percentage: number;
    age: number;
  };
  texts: (ProductText & { product_id: number })[];
  options: { option_id: number; product_id: number }[];
  variants: {
    product_id: number;
    sku: string;
    color_id: number;
    size_id: number;
    original_price_cents: number;
    stock: number;
    position: number;
  }[];
  images: { product_id: number; position: number; url: string; color_id: number }[];
  reviews: { product_id: number; name: string; rating: number; comment: string; age: number }[];
}

const DAY = 86_400;
const MATERIAL = new Map(MATERIALS.map((m) => [m.code, m]));
const COLOR = new Map(COLORS.map((c) => [c.code, c]));

function sizeScale(garment: Garment, sizing: 'kids' | 'baby' | undefined): SizeScale {
  if (!sizing) return garment.scale;
  if (garment.scale === 'shoes') return 'kidsShoes';
  return garment.scale === 'apparel' ? sizing : garment.scale;
}

/** $12 to $480, ending in .00, .50 or .99. */
function price(rng: Rng, garment: Garment, factor: number): number {
  const [min, max] = garment.price;
  const dollars = Math.round((min + (max - min) * rng.next() ** 1.5) * factor);
  const cents = Math.min(480, Math.max(12, dollars)) * 100 + rng.weighted([0, 50, -1], [5, 2, 3]);
  return Math.min(48000, Math.max(1200, cents));
}

/** Most sizes in stock, some sold out, some down to the last one. */
const stock = (rng: Rng) => rng.weighted([0, 1, rng.int(2, 40)], [7, 6, 87]);

/** Product `id` of the catalog seeded with `seed`: the same every time, whatever the catalog size. */
export function generateProduct(id: number, seed: number, taxonomy: Taxonomy): ProductSeed {
  const rng = new Rng(seed, id);
  const { subcategories, optionId } = taxonomy;
  // Round robin over subcategories, so even a small catalog fills every one of them.
  const sub = subcategories[(id - 1) % subcategories.length]!;
  const garment = GARMENTS.get(rng.pick(sub.garments))!;
  const all = garment.styles.flatMap((style) => style.materials.map((m) => ({ style, m })));
  const preferred = all.filter(({ m }) => sub.materials?.includes(m) ?? true);
  const { style, m } = rng.pick(preferred.length ? preferred : all);
  const material = MATERIAL.get(m)!;
  const adjective = sub.craft ?? (rng.chance(0.75) ? rng.pick(EVERYDAY_ADJECTIVES) : undefined);
  const brand = rng.pick(BRANDS);
  const scale = sizeScale(garment, sub.sizing);
  const run = SIZE_SCALES[scale];
  const sizeCount = Math.min(run.length, rng.weighted([6, 5, 4, 3, 2, 1], [30, 25, 25, 10, 5, 5]));
  const first = rng.int(0, run.length - sizeCount);
  const sizes = run.slice(first, first + sizeCount);
  const palette = garment.colors ?? EVERYDAY_COLORS;
  const colorCount = Math.min(palette.length, rng.weighted([1, 2, 3, 4], [25, 35, 25, 15]));
  const colors = rng.sample(palette, colorCount).map((c) => COLOR.get(c)!);

  const styleCode = `ATL-${String(id).padStart(6, '0')}`;
  const cents = price(rng, garment, material.price * (sub.sizing ? 0.55 : 1));
  // A flash sale product sells at full price but for its discount while the sale runs.
  const inFlashSale = id % 10 === 3;
  const flashDiscount = inFlashSale ? rng.pick([20, 25, 30, 40, 50, 60]) : 0;
  const discount = inFlashSale
    ? 0
    : rng.weighted([0, rng.pick([5, 10, 10, 15, 20, 20, 25, 30, 30, 40, 50, 60])], [55, 45]);
  const largeCostMore = scale === 'apparel' && rng.chance(0.3);
  const variants = colors.flatMap((color) =>
    sizes.map((size) => ({
      product_id: id,
      sku: `${styleCode}-${color.code.toUpperCase()}-${size.code}`,
      color_id: optionId('color', color.code),
      size_id: optionId('size', size.code),
      original_price_cents: largeCostMore && LARGE_SIZES.has(size.code) ? cents + 500 : cents,
      stock: stock(rng),
      position: 0,
    })),
  );
  variants.forEach((v, i) => (v.position = i));
  // The product page preselects the first variant: keep it buyable.
  variants[0]!.stock = Math.max(variants[0]!.stock, rng.int(2, 40));

  const age = rng.int(0, 120 * DAY);
  const reviews = Array.from({ length: rng.chance(0.1) ? 0 : rng.int(1, 8) }, () => {
    const lang = rng.weighted(REVIEW_LANGUAGES, REVIEW_LANGUAGE_WEIGHTS);
    const rating = rng.weighted([1, 2, 3, 4, 5], [4, 6, 15, 35, 40]);
    const comment = rng.pick(COMMENTS[lang][toneOf(rating)]);
    return {
      product_id: id,
      name: rng.pick(REVIEWERS[lang]),
      rating,
      comment,
      age: rng.int(0, age),
    };
  });
  const hasFit = scale !== 'one' && garment.kind !== 'accessory';
  const subject = {
    garment,
    style,
    material,
    adjective,
    craft: sub.craft,
    brand,
    styleCode,
    hasFit,
  };
  const optionIds = [
    optionId('subcategory', sub.slug),
    ...colors.map((c) => optionId('color', c.code)),
    ...sizes.map((s) => optionId('size', s.code)),
    optionId('material', material.code),
    optionId('brand', slug(brand)),
  ];

  return {
    product: {
      id,
      category_id: sub.id,
      top_category_id: sub.parentId,
      garment: garment.code,
      original_price_cents: cents,
      discount_percentage: discount,
      rating_total: reviews.reduce((sum, r) => sum + r.rating, 0),
      review_count: reviews.length,
      units_sold: Math.floor(rng.next() ** 3 * 2500) + reviews.length * 3,
      in_flash_sale: inFlashSale,
      flash_discount_percentage: flashDiscount,
      age,
    },
    texts: productTexts(subject, rng).map((text) => ({ product_id: id, ...text })),
    options: optionIds.map((option_id) => ({ option_id, product_id: id })),
    variants,
    images: colors.map((c, position) => ({
      product_id: id,
      position,
      url: garmentImageUrl(garment.code, c.hex),
      color_id: optionId('color', c.code),
    })),
    reviews,
  };
}
