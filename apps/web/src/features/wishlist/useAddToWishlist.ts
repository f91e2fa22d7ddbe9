import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ApiError } from '../../shared/api/client.ts';
import { notify } from '../../shared/notifications/store.ts';
import { useSignedIn } from '../../shared/storage/useSignedIn.ts';
import { useChangeWishlist } from './api.ts';

/**
 * The one "add to wishlist" of the shop (cards and the product page). SPEC §6/§8: a guest is asked
 * to log in; a signed-in shopper sees 'Product added to wishlist!'.
 */
export function useAddToWishlist() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const change = useChangeWishlist();
  return async (productId: number): Promise<boolean> => {
    if (!signedIn) {
      notify(t('wishlist.loginRequired'), 'error');
      return false;
    }
    try {
      await change.mutateAsync({ productId, save: true });
      notify(t('wishlist.added'), 'success');
      return true;
    } catch (error) {
      const expired = error instanceof ApiError && error.status === 401;
      notify(t(expired ? 'wishlist.loginRequired' : 'errors.generic'), 'error');
      return false;
    }
  };
}
