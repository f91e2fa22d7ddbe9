import { LANGUAGES, type Language } from '@atelier/contract';
import type { Issue } from './messages.ts';

/** What a column holds, whichever Shopify dialect names it. */
export type Field =
  | 'handle'
  | 'title'
  | 'body'
  | 'vendor'
  | 'type'
  | 'published'
  | 'status'
  | 'sku'
  | 'price'
  | 'compareAt'
  | 'qty'
  | 'imageSrc'
  | 'imagePosition'
  | 'imageAlt'
  | 'variantImage'
  | 'productCategory'
  | 'tags'
  | 'seoTitle'
  | 'seoDescription'
  | 'barcode'
  | 'grams'
  | 'giftCard'
  | `option${1 | 2 | 3}Name`
  | `option${1 | 2 | 3}Value`;

/** Both dialects' headers, lower-cased: the older export's first, then the 2024 template's. */
const ALIASES: Record<string, Field> = {
  handle: 'handle',
  'url handle': 'handle',
  title: 'title',
  'body (html)': 'body',
  description: 'body',
  vendor: 'vendor',
  type: 'type',
  published: 'published',
  'published on online store': 'published',
  status: 'status',
  'variant sku': 'sku',
  sku: 'sku',
  'variant price': 'price',
  price: 'price',
  'variant compare at price': 'compareAt',
  'compare-at price': 'compareAt',
  'variant inventory qty': 'qty',
  'inventory quantity': 'qty',
  'image src': 'imageSrc',
  'product image url': 'imageSrc',
  'image position': 'imagePosition',
  'image alt text': 'imageAlt',
  'variant image': 'variantImage',
  'variant image url': 'variantImage',
  'product category': 'productCategory',
  tags: 'tags',
  'seo title': 'seoTitle',
  'seo description': 'seoDescription',
  'variant barcode': 'barcode',
  barcode: 'barcode',
  'variant grams': 'grams',
  'weight value (grams)': 'grams',
  'gift card': 'giftCard',
};
for (const n of [1, 2, 3] as const) {
  ALIASES[`option${n} name`] = `option${n}Name`;
  ALIASES[`option${n} value`] = `option${n}Value`;
}

/** Fields that may be given once per language (`Title:fr`); the bare column is English. */
const TRANSLATED = new Set<Field>([
  'title',
  'body',
  'imageAlt',
  'option1Value',
  'option2Value',
  'option3Value',
  'seoTitle',
  'seoDescription',
]);

/**
 * Without these a file can't name a product or price it; a variant without a SKU gets one made
 * (document.ts madeSku), as Shopify's exports leave it empty where the merchant gave none.
 */
const REQUIRED: Field[] = ['handle', 'title', 'price'];

/** Fields that may be given once per currency (`Variant Price:EUR`): a price fixed in it. */
const PER_CURRENCY = new Set<Field>(['price', 'compareAt']);

/** Read, yet kept nowhere: the report names it among the columns not imported. */
const NOT_KEPT = new Set<Field>(['giftCard']);

export interface Columns {
  /**
   * The cell of a field in a language (English for untranslated fields) or, for a price, a
   * currency (`Variant Price:EUR`), and its header.
   */
  at(field: Field, suffix?: string): { index: number; header: string } | undefined;
  /** The currencies with a price or compare-at column, upper-case, in the file's order. */
  currencies: string[];
  /** The languages other than English with a column for `field`. */
  languages(field: Field): Language[];
  /** The columns the shop keeps nothing of, by index: their header, for the report. */
  unused: Map<number, string>;
}

/**
 * Reads the header row. Columns this shop has no place for (Cost per item, Charge tax ...) are
 * not read but kept in `unused`, for the report to name; an unknown language after `:` is an
 * error, as a typo would lose that language.
 */
export function readHeader(cells: string[]): { columns: Columns; issues: Issue[] } {
  const found = new Map<string, { index: number; header: string }>();
  const issues: Issue[] = [];
  const unused = new Map<number, string>();
  const currencies = new Set<string>();
  cells.forEach((header, index) => {
    const colon = header.lastIndexOf(':');
    const name = (colon > 0 ? header.slice(0, colon) : header).trim().toLowerCase();
    const field = ALIASES[name] ?? ALIASES[header.trim().toLowerCase()];
    if (!field || NOT_KEPT.has(field)) unused.set(index, header.trim());
    if (!field) return;
    const suffix =
      colon > 0
        ? header
            .slice(colon + 1)
            .trim()
            .toLowerCase()
        : 'en';
    // Language codes have two letters, currencies three: a price's three-letter suffix is its
    // currency, which the plan checks against the markets' (an unknown one is a row's error).
    if (PER_CURRENCY.has(field) && /^[a-z]{3}$/.test(suffix)) {
      const currency = suffix.toUpperCase();
      currencies.add(currency);
      if (!found.has(`${field}:${currency}`)) found.set(`${field}:${currency}`, { index, header });
      return;
    }
    if (
      !(LANGUAGES as readonly string[]).includes(suffix) ||
      (suffix !== 'en' && !TRANSLATED.has(field))
    ) {
      issues.push({ line: 1, column: header, key: 'languageUnknown' });
      return;
    }
    const key = `${field}:${suffix}`;
    if (!found.has(key)) found.set(key, { index, header });
  });
  for (const field of REQUIRED) {
    if (!found.has(`${field}:en`))
      issues.push({ line: 1, column: HEADERS[field], key: 'columnMissing' });
  }
  return {
    columns: {
      at: (field, suffix = 'en') => found.get(`${field}:${suffix}`),
      currencies: [...currencies],
      languages: (field) =>
        LANGUAGES.filter((lang) => lang !== 'en' && found.has(`${field}:${lang}`)),
      unused,
    },
    issues,
  };
}

/** The older dialect's header of each field: what the export writes and errors name. */
export const HEADERS: Record<Field, string> = {
  handle: 'Handle',
  title: 'Title',
  body: 'Body (HTML)',
  vendor: 'Vendor',
  type: 'Type',
  published: 'Published',
  option1Name: 'Option1 Name',
  option1Value: 'Option1 Value',
  option2Name: 'Option2 Name',
  option2Value: 'Option2 Value',
  option3Name: 'Option3 Name',
  option3Value: 'Option3 Value',
  sku: 'Variant SKU',
  price: 'Variant Price',
  compareAt: 'Variant Compare At Price',
  qty: 'Variant Inventory Qty',
  variantImage: 'Variant Image',
  imageSrc: 'Image Src',
  imagePosition: 'Image Position',
  imageAlt: 'Image Alt Text',
  status: 'Status',
  productCategory: 'Product Category',
  tags: 'Tags',
  seoTitle: 'SEO Title',
  seoDescription: 'SEO Description',
  barcode: 'Variant Barcode',
  grams: 'Variant Grams',
  giftCard: 'Gift Card',
};

/** An option's name in any of the six languages (and British English) says what it is. */
const OPTION_NAMES: Record<string, 'color' | 'size'> = Object.fromEntries([
  ...['color', 'colour', 'couleur', '颜色', '顏色', 'カラー', '色'].map(
    (n) => [n, 'color'] as const,
  ),
  ...['size', 'taille', 'talla', '尺码', '尺碼', '尺寸', 'サイズ'].map((n) => [n, 'size'] as const),
]);

export const optionKind = (name: string) => OPTION_NAMES[name.trim().toLowerCase()];
