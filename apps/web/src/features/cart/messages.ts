import type { TFunction } from '../../shared/i18n/i18n.ts';
import { ApiError } from '../../shared/api/client.ts';

/** A failed cart call in the shopper's language: the server's limit text, or a sign-in prompt. */
export function cartErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.status === 401 || error.status === 403) return t('cart.loginRequired');
  const text = error.message;
  if (text === 'This item is sold out') return t('cart.soldOut');
  const left = /^Only (\d+) left in stock$/.exec(text);
  if (left) return t('cart.onlyLeft', { count: Number(left[1]) });
  const max = /^Quantity must be at most (\d+)$/.exec(text);
  if (max) return t('cart.maxQty', { max: Number(max[1]) });
  return error.status >= 500 ? t('errors.generic') : text;
}
