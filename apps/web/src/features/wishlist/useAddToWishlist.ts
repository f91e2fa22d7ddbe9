import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ApiError } from '../../shared/api/client.ts';
import { notify } from '../../shared/notifications/store.ts';
import { useSignedIn } from '../../shared/storage/useSignedIn.ts';
import { loginPath } from '../auth/session.ts';
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
    // Both prompts carry a sign-in link that comes back to this page.
    const signIn = { label: t('auth.loginLink'), to: loginPath() };
    if (!signedIn) {
      notify(t('wishlist.loginRequired'), 'error', signIn);
      return false;
    }
    try {
      await change.mutateAsync({ productId, save: true });
      notify(t('wishlist.added'), 'success');
      return true;
    } catch (error) {
      const expired = error instanceof ApiError && error.status === 401;
      if (expired) notify(t('wishlist.loginRequired'), 'error', signIn);
      else notify(t('errors.generic'), 'error');
      return false;
    }
  };
}
