import { createHash } from 'node:crypto';
import { Handle, type ProductStatus } from '@atelier/contract';
import { currencyDigits } from '../../modules/markets/money.ts';
import { Cells, type PerLanguage } from './cells.ts';
import { optionKind, type Columns, type Field } from './columns.ts';
import type { Issue } from './messages.ts';
import type { Row } from './reader.ts';

export interface FileVariant {
  line: number;
  sku: string;
  /** The colour's and the size's value in each language given. */
  color: PerLanguage;
  size: PerLanguage;
  priceCents: number;
  compareAtCents: number | null;
  /** Units in stock; undefined keeps the shop's count (no column, or an empty cell). */
  qty?: number;
  /** The Variant Image's address: the picture of this variant's colour. */
  image?: string;
  /** Weight in grams and GTIN: null for an empty cell, undefined without the column (kept). */
  grams?: number | null;
  gtin?: string | null;
  /**
   * Prices fixed per currency (`Variant Price:EUR`), and their compare-at prices; an empty cell
   * fixes none (the market converts). Undefined without such columns: the shop's stay.
   */
  prices?: Record<string, number>;
  compareAtPrices?: Record<string, number>;
}

export interface FileImage {
  line: number;
  src: string;
  position: number;
  alt: PerLanguage;
}

/** One product as the file gives it: a field the file leaves out (undefined) keeps the shop's. */
export interface FileProduct {
  handle: string;
  /** The file's header of a field (`SKU` or `Variant SKU`), for the errors found later. */
  header: (field: Field) => string;
  line: number;
  title: PerLanguage;
  body: PerLanguage;
  vendor?: string;
  type?: string;
  /** Shopify's own taxonomy path (`Apparel & Accessories > Clothing > Shirts`). */
  productCategory?: string;
  status?: ProductStatus;
  /** Undefined without the column: the shop's stay. */
  tags?: string[];
  seoTitle?: PerLanguage;
  seoDescription?: PerLanguage;
  /** Gift Card TRUE: the shop sells no gift cards, so the product is left out (service.ts). */
  giftCard: boolean;
  variants: FileVariant[];
  images: FileImage[];
  /** Whether a cell of it was refused: it is then checked further but never planned. */
  faulty: boolean;
  /** What is imported otherwise than the file says, for the report: nothing stops the import. */
  notices: Issue[];
}

const STATUSES: Record<string, ProductStatus> = {
  active: 'published',
  published: 'published',
  draft: 'draft',
  archived: 'archived',
};
const BOOLEANS: Record<string, boolean> = { true: true, false: false, yes: true, no: false };
/** Limits of the product document (admin-catalog.ts), checked here to name the cell. */
const MAX = {
  title: 200,
  body: 10_000,
  vendor: 80,
  value: 120,
  alt: 300,
  tag: 60,
  seoTitle: 120,
  seoDescription: 400,
} as const;

const OPTIONS = [1, 2, 3] as const;

/** Which of Option1..3 is the colour and which the size, read from the product's first row. */
function optionSlots(first: Cells) {
  const slots: { color?: 1 | 2 | 3; size?: 1 | 2 | 3 } = {};
  for (const n of OPTIONS) {
    const name = first.get(`option${n}Name`);
    // Shopify writes a product without options as the option "Title" of value "Default Title".
    if (!name || name.toLowerCase() === 'title') continue;
    const kind = optionKind(name);
    if (!kind) first.fail(`option${n}Name`, 'optionUnknown', { value: name });
    else slots[kind] ??= n;
  }
  return slots;
}

/**
 * One product's rows: the first carries the product, every row with a SKU or a price is a
 * variant, every row with an Image Src a picture. Problems go to `issues`, each at its cell.
 */
export function readProductRows(
  columns: Columns,
  handle: string,
  rows: Row[],
  issues: Issue[],
): FileProduct {
  const before = issues.length;
  const first = new Cells(columns, rows[0]!, issues);
  const status = first.get('status')?.toLowerCase();
  const published = first.get('published')?.toLowerCase();
  const product: FileProduct = {
    handle,
    header: first.header,
    line: rows[0]!.line,
    title: first.texts('title', columns.languages('title'), MAX.title),
    body: first.texts('body', columns.languages('body'), MAX.body, true),
    vendor: first.get('vendor', 'en', MAX.vendor) || undefined,
    type: first.get('type', 'en', 300) || undefined,
    productCategory: first.get('productCategory', 'en', 500) || undefined,
    tags: readTags(first),
    seoTitle: first.at('seoTitle')
      ? first.texts('seoTitle', columns.languages('seoTitle'), MAX.seoTitle)
      : undefined,
    seoDescription: first.at('seoDescription')
      ? first.texts('seoDescription', columns.languages('seoDescription'), MAX.seoDescription)
      : undefined,
    giftCard: BOOLEANS[first.get('giftCard')?.toLowerCase() ?? ''] === true,
    variants: [],
    images: [],
    faulty: false,
    notices: [],
  };
  if (status) {
    product.status = STATUSES[status];
    if (!product.status) first.fail('status', 'status');
  } else if (published) {
    if (!(published in BOOLEANS)) first.fail('published', 'boolean');
    product.status = BOOLEANS[published] ? 'published' : 'draft';
  }
  if (!product.title.en) delete product.title.en;
  if (!Handle.safeParse(handle).success) first.fail('handle', 'handleInvalid');
  if (product.giftCard) {
    // Its options (Denominations) and cells are not the shop's to check: it is left out whole.
    issues.length = before;
    product.notices.push({ line: product.line, column: first.header('giftCard'), key: 'giftCard' });
    return product;
  }
  const slots = optionSlots(first);
  for (const row of rows) {
    const cells = new Cells(columns, row, issues);
    readVariant(cells, columns, slots, row.line, product);
    const src = cells.get('imageSrc', 'en', 2000);
    if (src) {
      product.images.push({
        line: row.line,
        src,
        position: cells.count('imagePosition', 'position', 1) ?? product.images.length + 1,
        alt: cells.texts('imageAlt', columns.languages('imageAlt'), MAX.alt),
      });
    }
  }
  if (!product.variants.length) first.fail('sku', 'noVariant');
  product.images.sort((a, b) => a.position - b.position);
  product.faulty = issues.length > before;
  return product;
}

/** Tags as Shopify writes them: one cell, comma-separated; each kept once, case aside. */
function readTags(first: Cells): string[] | undefined {
  const cell = first.get('tags', 'en', 5000);
  if (cell === undefined) return undefined;
  const tags = new Map<string, string>();
  for (const tag of cell.split(',').map((t) => t.trim())) {
    if (!tag) continue;
    if (tag.length > MAX.tag) first.fail('tags', 'tooLong', { max: MAX.tag });
    else tags.set(tag.toLowerCase(), tag);
  }
  if (tags.size > 100) first.fail('tags', 'tooMany', { max: 100 });
  return [...tags.values()];
}

/** A SKU's words: accents dropped, capitals, dashes between. */
const skuWord = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const digest = (text: string) => createHash('sha256').update(text).digest('hex').toUpperCase();

/**
 * The SKU of a variant the file gives none: its handle and option values (LINEN-DRESS-RED-S), the
 * same on every run, so a second import matches the variants it made. A value with no Latin
 * letter or digit (赤) is written as a short digest of itself; a SKU over 64 characters is cut and
 * ends with a digest of the whole.
 */
export function madeSku(handle: string, values: string[]) {
  const words = [handle, ...values].map((v) => skuWord(v) || digest(v).slice(0, 6));
  const sku = words.join('-');
  if (sku.length <= 64) return sku;
  return `${sku.slice(0, 55).replace(/-+$/, '')}-${digest(words.join('/')).slice(0, 8)}`;
}

const GTIN = /^\d{8,14}$/;

function readVariant(
  cells: Cells,
  columns: Columns,
  slots: ReturnType<typeof optionSlots>,
  line: number,
  product: FileProduct,
) {
  const value = (slot?: 1 | 2 | 3) =>
    slot
      ? cells.texts(`option${slot}Value`, columns.languages(`option${slot}Value`), MAX.value)
      : {};
  const given = cells.get('sku', 'en', 200);
  const color = value(slots.color);
  const size = value(slots.size);
  if (!given && !cells.get('price') && !color.en && !size.en) return;
  const price = cells.minor('price', true);
  if (given && !/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(given)) cells.fail('sku', 'skuInvalid');
  if (slots.color && !color.en) cells.fail(`option${slots.color}Value`, 'colorMissing');
  const sku =
    given ||
    madeSku(
      product.handle,
      OPTIONS.map((n) =>
        n === slots.color ? color.en : n === slots.size ? size.en : undefined,
      ).filter((v): v is string => !!v),
    );
  product.variants.push({
    line,
    sku,
    color,
    size,
    priceCents: price ?? 0,
    compareAtCents: cells.minor('compareAt') ?? null,
    qty: cells.count('qty', 'quantity', 0),
    image: cells.get('variantImage', 'en', 2000) || undefined,
    grams: cells.optional('grams', () => cells.count('grams', 'grams', 0)),
    ...fixedPrices(cells, columns.currencies),
    gtin: cells.optional('barcode', () => {
      // Spreadsheets show a long number in exponent form unless it is written as text (').
      const digits = cells.get('barcode')!.replace(/^'/, '').replace(/[\s-]/g, '');
      if (GTIN.test(digits)) return digits;
      product.notices.push({ line, column: cells.header('barcode'), key: 'notGtin' });
      return undefined;
    }),
  });
}

/** A row's `Variant Price:CUR` and `Variant Compare At Price:CUR` cells, in each currency's unit. */
function fixedPrices(cells: Cells, currencies: string[]) {
  if (!currencies.length) return {};
  const prices: Record<string, number> = {};
  const compareAtPrices: Record<string, number> = {};
  for (const currency of currencies) {
    const digits = currencyDigits(currency);
    const price = cells.minor('price', false, currency, digits);
    const compareAt = cells.minor('compareAt', false, currency, digits);
    if (price) prices[currency] = price;
    if (compareAt && !price) cells.fail('compareAt', 'compareAtAlone', { currency }, currency);
    else if (compareAt) compareAtPrices[currency] = compareAt;
  }
  return { prices, compareAtPrices };
}
