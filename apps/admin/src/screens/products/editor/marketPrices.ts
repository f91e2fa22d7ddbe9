// A variant's prices fixed per currency, as the editor's fields hold them (text in the currency's
// units) and as the API takes them (minor units).
import type { AdminProductInput, AdminVariantRead } from '@atelier/contract';
import { minorText, parseMinor } from '../../shipping/form.ts';

type Fixed = Pick<AdminVariantRead, 'prices' | 'compareAtPrices'>;

const texts = (amounts: Record<string, number>) =>
  Object.fromEntries(Object.entries(amounts).map(([c, minor]) => [c, minorText(minor, c)]));

/** The fields of a saved variant's fixed prices. */
export const fixedTexts = (v: Fixed) => ({
  prices: texts(v.prices),
  compareAtPrices: texts(v.compareAtPrices),
});

/**
 * The fixed prices to save: the filled fields (an unreadable one stays NaN, which the server
 * refuses at its field); a compare-at without a fixed price is sent for the server to name.
 */
export function fixedInput(cell: {
  prices: Record<string, string>;
  compareAtPrices: Record<string, string>;
}): Pick<AdminProductInput['variants'][number], 'prices' | 'compareAtPrices'> {
  const amounts = (typed: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(typed).flatMap(([c, text]) =>
        text.trim() ? [[c, parseMinor(text, c) ?? NaN]] : [],
      ),
    );
  return { prices: amounts(cell.prices), compareAtPrices: amounts(cell.compareAtPrices) };
}
