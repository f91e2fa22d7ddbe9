import type { AdminProduct, AdminProductInput, Language } from '@atelier/contract';
import type { TFunction, TranslationKey } from '../../../shared/i18n.ts';
import { diff } from '../../audit/diff.ts';
import { formatIn, formatMoney } from '../../../shared/money.ts';
import { fromProduct, toInput } from './draft.ts';

/** A change another save made, in the words of the editor's own labels. */
export interface Worded {
  label: string;
  before: string;
  after: string;
}

const LONGEST = 60;
const short = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text);

const TOP: Record<string, TranslationKey> = {
  handle: 'products.handle',
  status: 'products.status',
  brand: 'products.brand',
  categoryId: 'products.category',
  discountPercentage: 'products.discount',
};
const TEXT: Record<string, TranslationKey> = {
  name: 'products.fields.name',
  description: 'products.fields.description',
  specifications: 'products.fields.specifications',
};
const VARIANT: Record<string, TranslationKey> = {
  sku: 'stock.sku',
  priceCents: 'products.price',
  compareAtPriceCents: 'products.compareAt',
  stock: 'products.stock',
};
const MONEY = new Set(['priceCents', 'compareAtPriceCents']);
/** A variant's prices fixed per currency: variants.0.prices.EUR. */
const FIXED: Record<string, TranslationKey> = {
  prices: 'products.fixedPrice',
  compareAtPrices: 'products.fixedCompareAt',
};

interface Context {
  t: TFunction;
  language: Language;
  base: AdminProductInput;
  theirs: AdminProductInput;
  categoryName: (id: number) => string | undefined;
}

/** The name of a document path: "Price, Cloud white · S" for variants.0.priceCents. */
function labelOf({ t, language, base, theirs }: Context, path: string[]) {
  const [head, a, b] = path;
  if (head === 'texts' && a && b && TEXT[b]) {
    return `${t(TEXT[b])} · ${t(`products.languageNames.${a as Language}`)}`;
  }
  if (head === 'variants' && a && b) {
    const variant = theirs.variants[Number(a)] ?? base.variants[Number(a)];
    const name = (kind: 'colors' | 'sizes', code = '') => {
      const option = [...theirs.options[kind], ...base.options[kind]].find((o) => o.code === code);
      return option?.names[language] ?? option?.names.en ?? code;
    };
    const pair = `${name('colors', variant?.color)} · ${name('sizes', variant?.size)}`;
    if (FIXED[b] && path[3]) return `${t(FIXED[b])} (${path[3]}), ${pair}`;
    return `${VARIANT[b] ? t(VARIANT[b]) : t('products.variant')}, ${pair}`;
  }
  if (head === 'options') return t(a === 'sizes' ? 'products.sizes' : 'products.colors');
  if (head === 'images') return t('products.photoNumber', { position: Number(a) + 1 });
  return head && TOP[head] ? t(TOP[head]) : t('products.conflict.otherField');
}

function valueOf(context: Context, path: string[], value: string | undefined) {
  const { t, language, categoryName } = context;
  if (value === undefined || value === 'null' || value === '') return t('audit.none');
  const field = path.at(-1)!;
  if (path[0] === 'variants' && path[2]! in FIXED) return formatIn(language, Number(value), field);
  if (MONEY.has(field)) return formatMoney(language, Number(value));
  if (path[0] === 'status') return t(`products.statuses.${value as AdminProduct['status']}`);
  if (path[0] === 'categoryId') return categoryName(Number(value)) ?? value;
  if (path[0] === 'discountPercentage') return `${value} %`;
  return short(value);
}

/**
 * What another member's save changed, as the merchant knows the fields: the editor's labels in
 * their language, a variant by its colour and size, prices as money, a status by its name (the
 * document's paths and minor units, "variants.0.priceCents: 8900", meant nothing to them). Changes
 * under one label (a specification's lines) are shown once.
 */
export function changeWords(
  t: TFunction,
  language: Language,
  base: AdminProduct,
  theirs: AdminProduct,
  categoryName: (id: number) => string | undefined,
): Worded[] {
  const context: Context = {
    t,
    language,
    base: toInput(fromProduct(base)),
    theirs: toInput(fromProduct(theirs)),
    categoryName,
  };
  const seen = new Set<string>();
  return diff(context.base, context.theirs).flatMap((change) => {
    const path = change.path.split('.');
    // A variant's fixed prices going from none to some (or back) is also an empty object's path:
    // each currency's own change names it.
    if (path[0] === 'variants' && path[2]! in FIXED && !path[3]) return [];
    const label = labelOf(context, path);
    if (seen.has(label)) return [];
    seen.add(label);
    return [
      {
        label,
        before: valueOf(context, path, change.before),
        after: valueOf(context, path, change.after),
      },
    ];
  });
}
