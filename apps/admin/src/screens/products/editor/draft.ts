// The product editor's form: the AdminProduct document as text fields (prices as typed, stock of
// new variants), a matrix of colour × size cells, and photos in their order. toInput turns it
// back into the contract's document; the server validates it again.
import {
  LANGUAGES,
  type AdminProduct,
  type AdminProductInput,
  type AdminVariantRead,
  type Language,
  type ProductStatus,
} from '@atelier/contract';

export type PerLanguage = Partial<Record<Language, string>>;
export interface Text {
  name: string;
  description: string;
  /** Specifications as lines: `Label: value`, and lines of free text. */
  specs: string;
}
export interface Option {
  code: string;
  names: PerLanguage;
  hex?: string;
}
export interface Cell {
  sold: boolean;
  sku: string;
  price: string;
  compareAt: string;
  /** Typed for a new variant; read for a saved one (changed through the stock ledger). */
  stock: string;
  saved: boolean;
  /** Prices fixed per currency, as typed in its units; '' or absent: the market converts. */
  prices: Record<string, string>;
  compareAtPrices: Record<string, string>;
  /** What markets convert the saved base price to (the server's answer), and from what. */
  converted: AdminVariantRead['converted'];
  convertedFrom: string;
}
export interface Photo {
  /** The list's key: the URL, unique within a product. */
  url: string;
  id?: string | null;
  alt: PerLanguage;
  color: string;
}
export interface Draft {
  handle: string;
  status: ProductStatus;
  brand: string;
  categoryId: string;
  discountPercentage: string;
  texts: Record<Language, Text>;
  colors: Option[];
  sizes: Option[];
  cells: Record<string, Cell>;
  photos: Photo[];
  finalSale: boolean;
  /** The currencies prices may be fixed in: markets' but the base's (none before a first save). */
  currencies: string[];
}

export const cellKey = (color: string, size: string) => `${color}/${size}`;

/**
 * The matrix's colour rows: a product with no colour (sold in sizes only, as an import makes
 * from a file without a colour option) has one row of variants whose colour is ''.
 */
export const NO_COLOR: Option = { code: '', names: {} };
export const colorRows = (colors: Option[]) => (colors.length ? colors : [NO_COLOR]);

/** Lowercase words joined by dashes: a handle or an option's code from a name. */
export const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

/** handle-colour-size in capitals: LINEN-SHIRT-NAVY-M (LINEN-SHIRT-M without a colour). */
export const suggestSku = (handle: string, color: string, size: string) =>
  [handle || 'product', color, size].filter(Boolean).join('-').toUpperCase().slice(0, 64);

const emptyText = (): Text => ({ name: '', description: '', specs: '' });

export function emptyDraft(): Draft {
  return {
    handle: '',
    status: 'draft',
    brand: '',
    categoryId: '',
    discountPercentage: '0',
    texts: Object.fromEntries(LANGUAGES.map((lang) => [lang, emptyText()])) as Draft['texts'],
    colors: [],
    sizes: [],
    cells: {},
    photos: [],
    finalSale: false,
    currencies: [],
  };
}

const money = (cents: number | null | undefined) => (cents ? (cents / 100).toFixed(2) : '');
const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

import { fixedInput, fixedTexts } from './marketPrices.ts';

type Specification = AdminProduct['texts']['en']['specifications'][number];

function specsToText(specs: Specification[]) {
  return specs
    .flatMap((spec) => [
      ...(spec.additionalInfo ? [spec.additionalInfo] : []),
      ...Object.entries(spec.additionalSpecs).map(([label, value]) => `${label}: ${value}`),
    ])
    .join('\n');
}

function textToSpecs(text: string): Specification[] {
  const info: string[] = [];
  const specs: Record<string, string> = {};
  for (const line of text.split('\n').map((l) => l.trim())) {
    const match = /^([^:]{1,60}):\s*(.+)$/.exec(line);
    if (match) specs[match[1]!.trim()] = match[2]!;
    else if (line) info.push(line);
  }
  return info.length || Object.keys(specs).length
    ? [{ additionalInfo: info.join('\n'), additionalSpecs: specs }]
    : [];
}

export function fromProduct(product: AdminProduct): Draft {
  const draft = emptyDraft();
  for (const lang of LANGUAGES) {
    const text = product.texts[lang];
    if (text) {
      draft.texts[lang] = {
        name: text.name,
        description: text.description,
        specs: specsToText(text.specifications),
      };
    }
  }
  const cells: Record<string, Cell> = {};
  for (const v of product.variants) {
    const price = money(v.priceCents);
    cells[cellKey(v.color, v.size)] = {
      sold: true,
      sku: v.sku,
      price,
      compareAt: money(v.compareAtPriceCents),
      stock: String(v.stock),
      saved: true,
      ...fixedTexts(v),
      converted: v.converted,
      convertedFrom: price,
    };
  }
  return {
    ...draft,
    handle: product.handle,
    status: product.status,
    brand: product.brand,
    categoryId: String(product.categoryId),
    discountPercentage: String(product.discountPercentage),
    finalSale: product.finalSale,
    currencies: Object.keys(product.variants[0]?.converted ?? {}),
    colors: product.options.colors,
    sizes: product.options.sizes,
    cells: withEveryCell(product.options.colors, product.options.sizes, cells, product.handle),
    photos: product.images.map((image) => ({
      url: image.url,
      id: image.id,
      alt: image.alt,
      color: image.color ?? '',
    })),
  };
}

/**
 * A cell for every colour × size: the ones there stay, a new one is sold at the price of the
 * first cell with a SKU from the handle (an existing product's missing pair is left unsold).
 */
export function withEveryCell(
  colors: Option[],
  sizes: Option[],
  cells: Record<string, Cell>,
  handle: string,
): Record<string, Cell> {
  const first = Object.values(cells)[0];
  const existing = Object.values(cells).some((cell) => cell.saved);
  const next: Record<string, Cell> = {};
  for (const color of colorRows(colors)) {
    for (const size of sizes) {
      const key = cellKey(color.code, size.code);
      next[key] = cells[key] ?? {
        sold: !existing,
        sku: suggestSku(handle, color.code, size.code),
        price: first?.price ?? '',
        compareAt: first?.compareAt ?? '',
        stock: '0',
        saved: false,
        prices: { ...first?.prices },
        compareAtPrices: { ...first?.compareAtPrices },
        converted: {},
        convertedFrom: '',
      };
    }
  }
  return next;
}

/** Languages whose product name is still empty (English included: it is required). */
export const missingLanguages = (draft: Draft) =>
  LANGUAGES.filter((lang) => !draft.texts[lang].name.trim());

const names = (values: PerLanguage) =>
  Object.fromEntries(Object.entries(values).filter(([, text]) => text?.trim())) as {
    en: string;
  } & PerLanguage;

/** The document the API takes (before its own validation): unfilled languages are left out. */
export function toInput(draft: Draft): AdminProductInput {
  const texts = Object.fromEntries(
    LANGUAGES.filter((lang) => lang === 'en' || draft.texts[lang].name.trim()).map((lang) => {
      const text = draft.texts[lang];
      const specifications = textToSpecs(text.specs);
      return [lang, { name: text.name, description: text.description, specifications }];
    }),
  ) as AdminProductInput['texts'];
  const variants = colorRows(draft.colors).flatMap((color) =>
    draft.sizes.flatMap((size) => {
      const cell = draft.cells[cellKey(color.code, size.code)];
      if (!cell?.sold) return [];
      return [
        {
          sku: cell.sku,
          color: color.code,
          size: size.code,
          priceCents: cents(cell.price),
          compareAtPriceCents: cell.compareAt.trim() ? cents(cell.compareAt) : null,
          stock: Number(cell.stock) || 0,
          ...fixedInput(cell),
        },
      ];
    }),
  );
  return {
    handle: draft.handle.trim() || undefined,
    status: draft.status,
    brand: draft.brand,
    categoryId: Number(draft.categoryId),
    discountPercentage: Number(draft.discountPercentage) || 0,
    finalSale: draft.finalSale,
    texts,
    options: {
      colors: draft.colors.map((c) => ({ code: c.code, names: names(c.names), hex: c.hex ?? '' })),
      sizes: draft.sizes.map((s) => ({ code: s.code, names: names(s.names) })),
    },
    variants,
    images: draft.photos.map((photo) => ({
      id: photo.id ?? null,
      url: photo.url,
      alt: names(photo.alt),
      color: photo.color || null,
    })),
  };
}

/** The list with the item at `from` moved to `to` (drag and drop, and the up/down buttons). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
