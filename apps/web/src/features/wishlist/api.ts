// Types only from the contract: the header imports this file, and zod must stay out of its chunk.
import type { Language, WishlistItem } from '@atelier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { storedEmail } from '../../shared/storage/keys.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { useMarketCode } from '../../shared/market/market.ts';
import { useSignedIn } from '../../shared/storage/useSignedIn.ts';

export const wishlistKey = (email: string | undefined, lang: Language, market: string) =>
  ['wishlist', email ?? '', lang, market] as const;

/** The signed-in shopper's saved products (DECISIONS: kept on the account). Guests have none. */
export function useWishlist() {
  const signedIn = useSignedIn();
  const lang = useLanguage();
  const market = useMarketCode();
  return useQuery({
    queryKey: wishlistKey(storedEmail(), lang, market),
    queryFn: ({ signal }) =>
      apiRequest<WishlistItem[]>('/v1/wishlist', { query: { lang, market }, signal }),
    enabled: signedIn,
  });
}

export function useWishlistCount(): number {
  const { data } = useWishlist();
  return useSignedIn() && data ? data.length : 0;
}

/**
 * Whether a product is saved, for a heart toggle on cards and the product page. Not while the app
 * takes over a page the server drew for a guest (useSignedIn is false then): a card taken over
 * after the list has come would otherwise keep the drawn "not saved" attributes, which React does
 * not mend, while it believes the heart pressed.
 */
export function useIsWishlisted(productId: number): boolean {
  const { data } = useWishlist();
  return useSignedIn() && Boolean(data?.some((product) => product.id === productId));
}

/**
 * Saves (`save: true`, with the chosen variant's `sku` if any) or removes a product; the answer is
 * the whole list, cached as it is, so every heart and the header's count change together.
 */
export function useChangeWishlist() {
  const lang = useLanguage();
  const market = useMarketCode();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, save, sku }: { productId: number; save: boolean; sku?: string }) =>
      apiRequest<WishlistItem[]>(`/v1/wishlist/${productId}`, {
        method: save ? 'PUT' : 'DELETE',
        query: { lang, market },
        ...(save && sku && { body: { sku } }),
      }),
    onSuccess: (list) => {
      const email = storedEmail();
      queryClient.setQueryData(wishlistKey(email, lang, market), list);
      void queryClient.invalidateQueries({
        queryKey: ['wishlist', email ?? ''],
        predicate: (query) => query.queryKey[2] !== lang || query.queryKey[3] !== market,
      });
    },
  });
}
