import type { CartLine } from '@atelier/contract';
import type { TFunction } from '../../shared/i18n/i18n.ts';

/**
 * What keeps a line from being ordered as it is, named for the shopper: its product no longer
 * sold, sold out since it was added, or fewer left than its quantity. The cart and checkout flag
 * it; neither goes on with it.
 */
export function stockProblem(t: TFunction, line: CartLine, qty = line.qty): string | undefined {
  if (line.available === false) return t('cart.lineUnavailable', { name: line.name });
  if (line.stock <= 0) return t('cart.lineSoldOut', { name: line.name });
  if (qty > line.stock) return t('cart.lineShort', { name: line.name, count: line.stock });
  return undefined;
}
