import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ApiError } from '../../shared/api/client.ts';
import { notify } from '../../shared/notifications/store.ts';
import { useSignedIn } from '../../shared/storage/useSignedIn.ts';
import { loginPath } from '../auth/session.ts';
import { useChangeWishlist } from './api.ts';

/**
 * The one wishlist toggle of the shop (cards, the product page). SPEC §6/§8: a guest is asked to
 * log in, with a link that comes back here; a signed-in shopper saves (with the variant chosen, if
 * any) or removes, and is told which.
 */
export function useToggleWishlist() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const change = useChangeWishlist();
  return async (productId: number, save: boolean, sku?: string): Promise<boolean> => {
    const signIn = { label: t('auth.loginLink'), to: loginPath() };
    if (!signedIn) {
      notify(t('wishlist.loginRequired'), 'error', signIn);
      return false;
    }
    try {
      await change.mutateAsync({ productId, save, sku });
      notify(t(save ? 'wishlist.added' : 'wishlist.removed'), 'success');
      return true;
    } catch (error) {
      const expired = error instanceof ApiError && error.status === 401;
      if (expired) notify(t('wishlist.loginRequired'), 'error', signIn);
      else notify(t('errors.generic'), 'error');
      return false;
    }
  };
}
