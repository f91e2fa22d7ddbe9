import type { Variant } from '@atelier/contract';

const inStock = (v: Variant) => v.stock > 0;

/**
 * SPEC §4: the variant of a colour and size pick — the one matching both, else the first of that
 * colour, else the first variant. A sold-out size can't be chosen, so a pick lands on one in stock
 * where the colour has one (a wholly sold-out colour still shows, as sold out).
 */
export function pickVariant(
  variants: readonly Variant[],
  color: string,
  size: string,
): Variant | undefined {
  const ofColor = variants.filter((v) => v.color === color);
  const match = ofColor.find((v) => v.size === size);
  return (
    (match && inStock(match) ? match : ofColor.find(inStock)) ?? match ?? ofColor[0] ?? variants[0]
  );
}

/**
 * SPEC §4: the first variant is chosen at first. Its colour is the one the product presents, whose
 * picture its card shows (the server orders variants so: modules/products/cards.ts); when that size
 * is sold out, the first size of the same colour in stock. Stock never changes the colour: the
 * card, cached through orders, could not follow it.
 */
export function initialVariant(variants: readonly Variant[]): Variant | undefined {
  const first = variants[0];
  if (!first || inStock(first)) return first;
  return variants.find((v) => v.color === first.color && inStock(v)) ?? first;
}

/** The product's colours, in the order of its variants. */
export const colorsOf = (variants: readonly Variant[]) => [
  ...new Set(variants.map((v) => v.color)),
];

/** The variants of one colour: one per size, the sizes offered once that colour is chosen. */
export const sizesOf = (variants: readonly Variant[], color: string) =>
  variants.filter((v) => v.color === color);

/** Stock at or below this shows an 'Only N left' hint. */
export const LOW_STOCK = 3;
