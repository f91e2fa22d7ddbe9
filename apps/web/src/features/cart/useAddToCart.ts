import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { useMarketCode } from '../../shared/market/market.ts';
import { notify } from '../../shared/notifications/store.ts';
import { ApiError } from '../../shared/api/client.ts';
import { productDetailQuery } from '../catalog/productQueries.ts';
import { useUpdateCart } from './api.ts';
import { shopperErrorText } from './messages.ts';
import { loginPath } from '../auth/session.ts';

export interface AddToCartInput {
  productId: number;
  /** The chosen variant; the wishlist leaves it out: the first in stock is added. */
  sku?: string;
  qty?: number;
}

/**
 * The one "add to cart" of the shop (cards, product page, wishlist). A guest's cart is kept under
 * their guest id (DECISIONS); the shopper sees 'Product added to cart!' or the reason, translated.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const market = useMarketCode();
  const queryClient = useQueryClient();
  const update = useUpdateCart();
  return async ({ productId, sku, qty = 1 }: AddToCartInput): Promise<boolean> => {
    try {
      const line =
        sku ??
        (await queryClient.fetchQuery(productDetailQuery(productId, lang, market))).variants.find(
          (variant) => variant.stock > 0,
        )?.sku;
      if (!line) {
        notify(t('cart.soldOut'), 'error');
        return false;
      }
      await update.mutateAsync({ action: 'I', productId, sku: line, qty });
      notify(t('cart.added'), 'success');
      return true;
    } catch (error) {
      const signIn = error instanceof ApiError && (error.status === 401 || error.status === 403);
      notify(
        shopperErrorText(t, error),
        'error',
        signIn ? { label: t('auth.loginLink'), to: loginPath() } : undefined,
      );
      return false;
    }
  };
}
