import type { CreateOrderRequest, Order } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { ADDRESSES_QUERY_KEY } from '../account/addresses/useAddresses.ts';
import { ORDERS_KEY } from '../orders/index.ts';

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
  });
}
