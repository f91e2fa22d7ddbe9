import type { Readable } from 'node:stream';
import {
  LANGUAGES,
  MEDIA_WIDTHS,
  mediaIdOf,
  mediaUrl,
  type AdminProduct,
  type Language,
} from '@atelier/contract';
import { BASE_CURRENCY, currencyDigits } from '../../modules/markets/money.ts';
import { csvStream } from '../../platform/csv.ts';
import type { Queryable } from '../../platform/db.ts';
import { readProducts } from '../products/read.ts';
import { HEADERS, type Field } from './columns.ts';
import { loadLookups, PATH_SEPARATOR } from './lookups.ts';

const OTHER_LANGUAGES = LANGUAGES.filter((lang) => lang !== 'en');
const TRANSLATED: Field[] = [
  'title',
  'body',
  'option1Value',
  'option2Value',
  'imageAlt',
  'seoTitle',
  'seoDescription',
];
const BASE: Field[] = [
  'handle',
  'title',
  'body',
  'vendor',
  'type',
  'published',
  'option1Name',
  'option1Value',
  'option2Name',
  'option2Value',
  'sku',
  'price',
  'compareAt',
  'qty',
  'variantImage',
  'imageSrc',
  'imagePosition',
  'imageAlt',
  'status',
  'tags',
  'grams',
  'barcode',
  'seoTitle',
  'seoDescription',
];
/**
 * Shopify's older header, each other language's columns, then a price and a compare-at column
 * per currency prices may be fixed in (`Variant Price:EUR`): what the import reads.
 */
const headerOf = (currencies: string[]) => [
  ...BASE.map((field) => HEADERS[field]),
  ...OTHER_LANGUAGES.flatMap((lang) => TRANSLATED.map((field) => `${HEADERS[field]}:${lang}`)),
  ...currencies.flatMap((c) => [`${HEADERS.price}:${c}`, `${HEADERS.compareAt}:${c}`]),
];
const STATUS = { published: 'active', draft: 'draft', archived: 'archived' } as const;
const BATCH = 200;

/** An amount in its currency's major unit as Shopify writes one (49.95, and 7900 for yen). */
const money = (minor: number | null | undefined, currency = BASE_CURRENCY) => {
  const digits = currencyDigits(currency);
  return minor ? (minor / 10 ** digits).toFixed(digits) : '';
};

/** One product's rows: a row per variant or picture, whichever are more; the first carries the product. */
function productRows(
  p: AdminProduct,
  type: string,
  publicUrl: string,
  currencies: string[],
): string[][] {
  const colors = new Map(p.options.colors.map((c) => [c.code, c.names as Record<string, string>]));
  const sizes = new Map(p.options.sizes.map((s) => [s.code, s.names as Record<string, string>]));
  // A product sold in sizes only gives its sizes as Option1, as Shopify writes one.
  const sized = !colors.size;
  const pictureOf = new Map<string, string>();
  for (const image of p.images)
    if (image.color && !pictureOf.has(image.color)) pictureOf.set(image.color, image.url);
  // An uploaded photo's widest copy: the shop keeps no larger one (platform/media.ts), and the
  // file is what another shop, or a merchant's archive, takes the photos from.
  const absolute = (url: string) => {
    const media = mediaIdOf(url);
    const full = media ? mediaUrl(media, MEDIA_WIDTHS.at(-1)!) : url;
    return full.startsWith('/') ? `${publicUrl}${full}` : full;
  };
  const rows: string[][] = [];
  for (let i = 0; i < Math.max(p.variants.length, p.images.length); i++) {
    const v = p.variants[i];
    const image = p.images[i];
    // The first variant of a colour names its picture; the import gives it that colour again.
    const firstOfColor = v && p.variants.findIndex((other) => other.color === v.color) === i;
    const cells: Partial<Record<Field, string>> & Record<string, string> = { handle: p.handle };
    const at = (field: Field, lang: Language) => (lang === 'en' ? field : `${field}:${lang}`);
    const option =
      (names: Map<string, Record<string, string>>, code: string | undefined) => (lang: Language) =>
        code === undefined ? '' : (names.get(code)?.[lang] ?? '');
    const first = sized ? option(sizes, v?.size) : option(colors, v?.color);
    const second = sized ? () => '' : option(sizes, v?.size);
    for (const lang of LANGUAGES) {
      if (i === 0) {
        cells[at('title', lang)] = p.texts[lang]?.name ?? '';
        cells[at('body', lang)] = p.texts[lang]?.description ?? '';
        cells[at('seoTitle', lang)] = p.seoTitle?.[lang] ?? '';
        cells[at('seoDescription', lang)] = p.seoDescription?.[lang] ?? '';
      }
      cells[at('option1Value', lang)] = first(lang);
      cells[at('option2Value', lang)] = second(lang);
      cells[at('imageAlt', lang)] = image?.alt[lang] ?? '';
    }
    if (i === 0) {
      Object.assign(cells, {
        vendor: p.brand,
        type,
        published: p.status === 'published' ? 'TRUE' : 'FALSE',
        option1Name: sized ? 'Size' : 'Color',
        option2Name: sized ? '' : 'Size',
        status: STATUS[p.status],
        tags: (p.tags ?? []).join(', '),
      });
    }
    if (v) {
      Object.assign(cells, {
        sku: v.sku,
        price: money(v.priceCents),
        compareAt: money(v.compareAtPriceCents),
        qty: String(v.stock),
        variantImage:
          firstOfColor && pictureOf.has(v.color) ? absolute(pictureOf.get(v.color)!) : '',
        grams: v.grams == null ? '' : String(v.grams),
        barcode: v.gtin ?? '',
      });
    }
    if (image)
      Object.assign(cells, { imageSrc: absolute(image.url), imagePosition: String(i + 1) });
    rows.push([
      ...BASE.map((field) => cells[field] ?? ''),
      ...OTHER_LANGUAGES.flatMap((lang) =>
        TRANSLATED.map((field) => cells[`${field}:${lang}`] ?? ''),
      ),
      ...currencies.flatMap((c) => [money(v?.prices[c], c), money(v?.compareAtPrices[c], c)]),
    ]);
  }
  return rows;
}

/** Every product (all statuses) by id, read BATCH at a time: memory stays flat. */
async function* catalogRows(q: Queryable, publicUrl: string): AsyncGenerator<string[]> {
  const lookups = await loadLookups(q);
  const currencies = [...lookups.currencies];
  yield headerOf(currencies);
  let after = 0;
  for (;;) {
    const ids = await q.query<{ id: number }>(
      'select id from products where id > $1 order by id limit $2',
      [after, BATCH],
    );
    if (!ids.length) return;
    const products = await readProducts(
      q,
      ids.map((row) => row.id),
    );
    for (const { id } of ids) {
      const product = products.get(id);
      if (!product) continue;
      const type = lookups.categories.get(product.categoryId)?.path.en.join(PATH_SEPARATOR) ?? '';
      yield* productRows(product, type, publicUrl, currencies);
    }
    after = ids.at(-1)!.id;
  }
}

/**
 * The catalog as a Shopify product CSV (the older header dialect, plus `:lang` columns), streamed;
 * the import takes off the quote mark csvStream puts before a formula.
 */
export const exportCatalog = (q: Queryable, publicUrl: string): Readable =>
  csvStream(catalogRows(q, publicUrl.replace(/\/$/, '')));
