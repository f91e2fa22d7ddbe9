import type { CartSummary, CreateOrderRequest, Order } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { useCartScope } from '../cart/api.ts';
import { ADDRESSES_QUERY_KEY } from '../account/addresses/useAddresses.ts';
import { ORDERS_KEY } from '../orders/index.ts';
import { SHOP_KEY } from '../../shared/shop.ts';
import { reasonOf } from '../cart/messages.ts';

/** Turns the cart into an order; the cart is emptied and the order lists change. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderRequest) => api.post<Order>('/v1/orders', body),
    onSuccess: (_order, body) => {
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      if (body.saveAddress) void queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
    },
    // The merchant switched cash on delivery off since the shop's settings were read: read
    // again, the page offers the card alone.
    onError: (error) => {
      if (reasonOf(error) === 'CASH_OFF')
        void queryClient.invalidateQueries({ queryKey: SHOP_KEY });
    },
  });
}

/**
 * Applies a discount code to the cart (a string) or removes it (null); the answer is the cart
 * with its new totals, and every cached copy of the cart is asked for again.
 */
export function useCartCode() {
  const queryClient = useQueryClient();
  const scope = useCartScope();
  return useMutation({
    mutationFn: (code: string | null) =>
      code === null
        ? api.delete<CartSummary>(`/v1/cart/discount?${new URLSearchParams(scope)}`)
        : api.post<CartSummary>('/v1/cart/discount', { ...scope, code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
