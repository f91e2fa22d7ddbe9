import { createHash } from 'node:crypto';
import {
  LANGUAGES,
  type AdminProduct,
  type AdminProductInput,
  type Language,
} from '@atelier/contract';
import { slug } from '../../db/seed/vocab/attributes.ts';
import { BASE_CURRENCY } from '../../modules/markets/money.ts';
import type { PerLanguage } from './cells.ts';
import type { FileProduct, FileVariant } from './document.ts';
import type { Lookups, Option } from './lookups.ts';
import type { Issue } from './messages.ts';
import type { Picture } from './pictures.ts';

/** A colour the shop does not have yet gets this grey until the back office gives it its own. */
const NEW_COLOR_HEX = '#9e9e9e';
/** The size of a product sold in one size (a file without a size option). */
const ONE_SIZE: PerLanguage = {
  en: 'One size',
  es: 'Talla única',
  cn: '均码',
  jp: 'フリーサイズ',
  tw: '均碼',
  fr: 'Taille unique',
};

export type Outcome = 'created' | 'updated' | 'unchanged';

export interface Plan {
  outcome: Outcome;
  /** The product's id when it exists, and the version read. */
  existing?: { id: number; version: number };
  /** The document to save, when it differs from the shop's. */
  document?: AdminProductInput;
  /** Units wanted per SKU (from the file's quantity; absent: the shop's count stays). */
  stock: Map<string, number>;
  variants: Record<Outcome | 'deleted', number>;
}

const clean = (names: PerLanguage) =>
  Object.fromEntries(Object.entries(names).filter(([, v]) => v)) as { en: string } & PerLanguage;

function option(kind: Lookups['colors'], values: PerLanguage): Option & { names: { en: string } } {
  const given = clean(values);
  const found = [given.en, ...Object.values(given)].map((v) => v && kind.find(v)).find(Boolean);
  if (found)
    return { ...found, names: { ...clean(found.names), en: found.names.en ?? found.code } };
  const code =
    slug(given.en) || `o-${createHash('sha256').update(given.en).digest('hex').slice(0, 10)}`;
  return { code: code.slice(0, 40).replace(/-$/, ''), hex: null, names: given };
}

/**
 * The document the shop should hold after importing `file`: what the file gives, and for what
 * it leaves out (a column it lacks, an empty required cell), what `existing` has.
 */
export function planProduct(
  file: FileProduct,
  existing: AdminProduct | undefined,
  categoryId: number | undefined,
  lookups: Lookups,
  pictures: Map<string, Picture>,
  issues: Issue[],
): Plan | undefined {
  const before = issues.length;
  const fail = (line: number, column: string, key: Issue['key'], params?: Issue['params']) =>
    issues.push({ line, column, key, params });

  const name = file.title.en ?? existing?.texts.en.name;
  const brand = file.vendor ?? existing?.brand;
  if (!name) fail(file.line, file.header('title'), 'required');
  if (!brand) fail(file.line, file.header('vendor'), 'required');
  const texts = {} as AdminProductInput['texts'];
  for (const lang of LANGUAGES) {
    const had = existing?.texts[lang];
    const title = lang === 'en' ? name : lang in file.title ? file.title[lang] : had?.name;
    if (!title) continue;
    texts[lang] = {
      name: title,
      description: file.body[lang] ?? had?.description ?? '',
      specifications: had?.specifications ?? [],
    };
  }

  const colors = new Map<string, AdminProductInput['options']['colors'][number]>();
  const sizes = new Map<string, AdminProductInput['options']['sizes'][number]>();
  const pairs = new Map<string, number>();
  const had = new Map(existing?.variants.map((v) => [v.sku, v]));
  const variants = file.variants.map((v: FileVariant) => {
    const color = v.color.en ? option(lookups.colors, v.color) : undefined;
    const size = option(lookups.sizes, v.size.en ? v.size : ONE_SIZE);
    if (color)
      colors.set(color.code, {
        code: color.code,
        names: color.names,
        hex: color.hex ?? NEW_COLOR_HEX,
      });
    sizes.set(size.code, { code: size.code, names: size.names });
    const pair = `${color?.code}/${size.code}`;
    if (pairs.has(pair))
      fail(v.line, file.header('option1Value'), 'variantAgain', { first: pairs.get(pair)! });
    pairs.set(pair, v.line);
    for (const currency of Object.keys({ ...v.prices, ...v.compareAtPrices })) {
      if (lookups.currencies.has(currency)) continue;
      const key = currency === BASE_CURRENCY ? 'currencyBase' : 'currencyUnknown';
      fail(v.line, `${file.header('price')}:${currency}`, key, { currency });
    }
    const old = had.get(v.sku);
    return {
      sku: v.sku,
      color: color?.code ?? '',
      size: size.code,
      priceCents: v.priceCents,
      compareAtPriceCents: v.compareAtCents,
      stock: 0,
      grams: v.grams !== undefined ? v.grams : (old?.grams ?? null),
      gtin: v.gtin !== undefined ? v.gtin : (old?.gtin ?? null),
      // Without currency columns the shop's fixed prices stay, and are compared as they are.
      prices: v.prices ?? old?.prices,
      compareAtPrices: v.prices ? v.compareAtPrices : old?.compareAtPrices,
    };
  });
  if (variants.length > 300) fail(file.line, file.header('sku'), 'tooMany', { max: 300 });

  const images: AdminProductInput['images'] = [];
  const urlOf = (src: string, line: number, column: string) => {
    const picture = pictures.get(src);
    if (picture && 'url' in picture) return picture.url;
    if (picture) fail(line, column, picture.key, { value: src, reason: picture.reason ?? '' });
    return undefined;
  };
  for (const image of file.images) {
    const url = urlOf(image.src, image.line, file.header('imageSrc'));
    if (url && !images.some((i) => i.url === url))
      images.push({ url, alt: clean(image.alt), color: null });
  }
  for (const [i, v] of file.variants.entries()) {
    const url = v.image && urlOf(v.image, v.line, file.header('variantImage'));
    if (!url) continue;
    const image = images.find((i) => i.url === url);
    if (!image) images.push({ url, alt: {}, color: variants[i]!.color });
    else image.color ??= variants[i]!.color;
  }
  if (images.length > 40) fail(file.line, file.header('imageSrc'), 'tooMany', { max: 40 });
  if (issues.length > before || categoryId === undefined) return undefined;

  const document: AdminProductInput = {
    handle: file.handle,
    status: file.status ?? existing?.status ?? 'published',
    brand: brand!,
    categoryId: categoryId!,
    discountPercentage: existing?.discountPercentage ?? 0,
    texts,
    options: { colors: [...colors.values()], sizes: [...sizes.values()] },
    variants,
    images,
    tags: file.tags ?? existing?.tags ?? [],
    seoTitle: overlay(existing?.seoTitle, file.seoTitle),
    seoDescription: overlay(existing?.seoDescription, file.seoDescription),
  };
  return compare(file, document, existing);
}

/** The shop's texts with the languages the file gives over them ('' removes one). */
function overlay(had: PerLanguage | undefined, given: PerLanguage | undefined): PerLanguage {
  const out = { ...had, ...given };
  return Object.fromEntries(
    LANGUAGES.flatMap((lang) => (out[lang] ? [[lang, out[lang]]] : [])),
  ) as PerLanguage;
}

/** The fields an import sets, in one shape for the file's document and the shop's product. */
const comparable = (p: AdminProductInput | AdminProduct) =>
  JSON.stringify([
    p.handle,
    p.status,
    p.brand,
    p.categoryId,
    LANGUAGES.map((lang: Language) => p.texts[lang] ?? null),
    p.variants.map((v) => [v.sku, ...variantFields(v)]),
    p.images.map((i) => [i.url, LANGUAGES.map((lang) => i.alt[lang] || null), i.color ?? null]),
    p.tags ?? [],
    LANGUAGES.map((lang) => [p.seoTitle?.[lang] ?? null, p.seoDescription?.[lang] ?? null]),
  ]);
/** Amounts per currency in one order, whichever order the database or the file gave. */
const sorted = (perCurrency: Record<string, number> | undefined) =>
  Object.entries(perCurrency ?? {}).sort(([a], [b]) => a.localeCompare(b));
const variantFields = (v: AdminProductInput['variants'][number]) => [
  v.color,
  v.size,
  v.priceCents,
  v.compareAtPriceCents ?? null,
  v.grams ?? null,
  v.gtin ?? null,
  sorted(v.prices),
  sorted(v.compareAtPrices),
];

function compare(
  file: FileProduct,
  document: AdminProductInput,
  existing: AdminProduct | undefined,
): Plan {
  const had = new Map(existing?.variants.map((v, i) => [v.sku, { ...v, position: i }]));
  const stock = new Map<string, number>();
  const variants = { created: 0, updated: 0, unchanged: 0, deleted: 0 };
  for (const [position, v] of document.variants.entries()) {
    const qty = file.variants[position]!.qty;
    const old = had.get(v.sku);
    if (qty !== undefined && qty !== (old?.stock ?? 0)) stock.set(v.sku, qty);
    if (!old) variants.created++;
    else if (
      stock.has(v.sku) ||
      old.position !== position ||
      JSON.stringify(variantFields(old)) !== JSON.stringify(variantFields(v))
    )
      variants.updated++;
    else variants.unchanged++;
  }
  const kept = new Set(document.variants.map((v) => v.sku));
  variants.deleted = existing?.variants.filter((v) => !kept.has(v.sku)).length ?? 0;
  if (!existing) return { outcome: 'created', document, stock, variants };
  const same = comparable(document) === comparable(existing);
  return {
    outcome: same && !stock.size ? 'unchanged' : 'updated',
    existing: { id: existing.id, version: existing.version },
    document: same ? undefined : document,
    stock,
    variants,
  };
}
