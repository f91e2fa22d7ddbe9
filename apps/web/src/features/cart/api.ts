// Types only from the contract: the header imports this file, and zod must stay out of its chunk.
import type { CartSummary, CartUpdateRequest, Language } from '@atelier/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { storedEmail } from '../../shared/storage/keys.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { useMarketCode } from '../../shared/market/market.ts';
import { useGuestId, useSignedIn } from '../../shared/storage/useSignedIn.ts';

/** A cart call's body without the owner, language and market, which the hooks fill in. */
export type CartChange = CartUpdateRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'userId' | 'lang' | 'market'>
    : never
  : never;

/** The cart as the page's market prices it: each market's answer is cached apart. */
export const cartKey = (owner: string, lang: Language, market: string) =>
  ['cart', owner, lang, market] as const;

/** Who asks for the cart, in which language and market: every cart call carries them. */
export function useCartScope() {
  return { userId: useCartOwner(), lang: useLanguage(), market: useMarketCode() };
}

/** SPEC §1/§6: the cart belongs to the signed-in email, or else to this session's guest id. */
export function useCartOwner(): string {
  const signedIn = useSignedIn();
  const guestId = useGuestId();
  return (signedIn && storedEmail()) || guestId;
}

/**
 * The shopper's cart; with `useCredit`, its totals spend their store credit as an order would
 * (checkout's choice), cached apart from the plain cart and showing the last answer meanwhile.
 */
export function useCart({ enabled = true, useCredit = false } = {}) {
  const scope = useCartScope();
  const key = cartKey(scope.userId, scope.lang, scope.market);
  return useQuery({
    queryKey: useCredit ? [...key, 'credit'] : key,
    queryFn: ({ signal }) =>
      api.get<CartSummary>(
        '/v1/cart',
        { ...scope, ...(useCredit ? { useCredit: 'true' } : {}) },
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

// Session storage: set once this tab's guest has put something in their cart. Until then the
// header does not ask the server for an empty guest cart on every page.
const GUEST_CART_KEY = 'atelier_guest_cart';
// (The server's render has no session: no guest cart there.)
const guestHasCart = () =>
  typeof sessionStorage !== 'undefined' && sessionStorage.getItem(GUEST_CART_KEY) !== null;

/** The number of pieces in the shopper's cart, a guest's too. */
export function useCartCount(): number {
  const signedIn = useSignedIn();
  const { data } = useCart({ enabled: signedIn || guestHasCart() });
  return data ? data.productCart.reduce((sum, line) => sum + line.qty, 0) : 0;
}

/** Sends one change; the answer is the whole cart, which replaces the cached one. */
export function useUpdateCart() {
  const scope = useCartScope();
  const { userId: owner, lang, market } = scope;
  const queryClient = useQueryClient();
  const key = cartKey(owner, lang, market);
  return useMutation({
    mutationFn: (change: CartChange) =>
      api.post<CartSummary>('/v1/cart/update', { ...change, ...scope }),
    // A deleted line goes at once; it comes back if the server refuses.
    onMutate: async (change) => {
      if (change.action !== 'D') return undefined;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CartSummary>(key);
      if (before) {
        const productCart = before.productCart.filter((line) => line.cartId !== change.id);
        queryClient.setQueryData<CartSummary>(key, { ...before, productCart });
      }
      return before;
    },
    onError: (_error, _change, before) => {
      if (before) queryClient.setQueryData(key, before);
    },
    onSuccess: (summary) => {
      if (owner !== storedEmail()) sessionStorage.setItem(GUEST_CART_KEY, '1');
      queryClient.setQueryData(key, summary);
      // The same cart in the other languages and markets is now out of date.
      void queryClient.invalidateQueries({
        queryKey: ['cart', owner],
        predicate: (query) => query.queryKey[2] !== lang || query.queryKey[3] !== market,
      });
    },
  });
}
