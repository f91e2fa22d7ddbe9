import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { notify } from '../../shared/notifications/store.ts';
import { useSignedIn } from '../../shared/storage/useSignedIn.ts';
import { productDetailQuery } from '../catalog/productQueries.ts';
import { useUpdateCart } from './api.ts';
import { cartErrorText } from './messages.ts';

export interface AddToCartInput {
  productId: number;
  /** The chosen variant; a card (or the wishlist) leaves it out: the first in stock is added. */
  sku?: string;
  qty?: number;
}

/**
 * The one "add to cart" of the shop (cards, product page, wishlist). SPEC §6/§8: a guest is asked
 * to log in; a signed-in shopper sees 'Product added to cart!' or the server's reason.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const update = useUpdateCart();
  return async ({ productId, sku, qty = 1 }: AddToCartInput): Promise<boolean> => {
    if (!signedIn) {
      notify(t('cart.loginRequired'), 'error');
      return false;
    }
    try {
      const line =
        sku ??
        (await queryClient.fetchQuery(productDetailQuery(productId, lang))).variants.find(
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
      notify(cartErrorText(t, error), 'error');
      return false;
    }
  };
}
