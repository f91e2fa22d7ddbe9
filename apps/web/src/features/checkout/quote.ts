import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AddressFields, type CartQuote } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { useDebounced } from '../../shared/useDebounced.ts';
import { cartKey, useCartScope } from '../cart/api.ts';

/** Where the order goes: a saved address, or the one typed in the form. */
export type Destination = { addressId: number } | { address: AddressFields };

/** Typing pauses this long before the address is quoted: one request per pause, not per key. */
export const QUOTE_DEBOUNCE_MS = 500;

/**
 * The typed address once typing has paused and it is a whole valid address (the contract's
 * rules): before that, nothing to quote. Its text is debounced, a fresh object every render is not.
 */
export function useTypedDestination(values: unknown, open: boolean): Destination | null {
  const settled = useDebounced(JSON.stringify(values ?? {}), QUOTE_DEBOUNCE_MS);
  if (!open) return null;
  const parsed = AddressFields.safeParse(JSON.parse(settled));
  return parsed.success ? { address: parsed.data } : null;
}

/**
 * The cart sent to `destination` as an order of it would be (POST /cart/quote): the address's
 * market and prices, its delivery methods and the totals line by line. Cached with the cart
 * (['cart', …]), so a code applied or an order placed asks again. The shopper's method holds
 * for the destination it was chosen for; another address starts from its first.
 */
export function useQuote(destination: Destination | null, useCredit: boolean) {
  const scope = useCartScope();
  const where = JSON.stringify(destination);
  const [chosen, setChosen] = useState<{ where: string; id: number }>();
  const shippingMethod = chosen?.where === where ? chosen.id : undefined;
  const quote = useQuery({
    queryKey: [
      ...cartKey(scope.userId, scope.lang, scope.market),
      'quote',
      destination,
      shippingMethod,
      useCredit,
    ],
    queryFn: () =>
      api.post<CartQuote>('/v1/cart/quote', {
        ...scope,
        ...destination,
        useCredit,
        ...(shippingMethod === undefined ? {} : { shippingMethod }),
      }),
    enabled: destination !== null,
    placeholderData: keepPreviousData,
  });
  return {
    // A quote for no address (the form still being filled in) is none.
    data: destination === null ? undefined : quote.data,
    // Asking for this destination's first quote: the order waits to show its prices first.
    waiting:
      destination !== null && quote.isFetching && (quote.isPending || quote.isPlaceholderData),
    refetch: quote.refetch,
    choose: (id: number) => setChosen({ where, id }),
  };
}
