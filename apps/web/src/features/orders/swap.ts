import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ORDER_KEY_PARAM,
  type BalanceIntent,
  type Order,
  type SwapOptions,
  type TestConfirmRequest,
  type TestConfirmResult,
} from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { linkKey, ORDERS_KEY } from './api.ts';

const orderPath = (order: Order) => `/v1/orders/by-code/${encodeURIComponent(order.orderCode)}`;
const linePath = (order: Order, itemId: number) => `${orderPath(order)}/lines/${itemId}/swap`;

/**
 * Whether the shopper may still change the order's lines: placed or paid, of goods, nothing
 * shipped yet (the server decides again: 409 NOT_EDITABLE).
 */
export const canSwap = (order: Order) =>
  (order.status === 'PLACED' || order.status === 'PAID') &&
  order.kind !== 'subscription' &&
  !order.shipments?.length;

/** The line's product's other sizes and colours in stock, at the order's price. */
export function useSwapOptions(order: Order, itemId: number) {
  const lang = useLanguage();
  const key = linkKey(order);
  return useQuery({
    queryKey: [...ORDERS_KEY, 'swap', order.orderCode, itemId, lang],
    queryFn: ({ signal }) =>
      api.get<SwapOptions>(
        linePath(order, itemId),
        { lang, [ORDER_KEY_PARAM]: key ?? undefined },
        signal,
      ),
    staleTime: 0,
  });
}

/** Swaps the line for `sku`; the order's queries are read again after. */
export function useSwap(order: Order, itemId: number) {
  const lang = useLanguage();
  const key = linkKey(order);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sku: string) => {
      const query = new URLSearchParams({ lang, ...(key ? { [ORDER_KEY_PARAM]: key } : {}) });
      return api.post<Order>(`${linePath(order, itemId)}?${query}`, { sku });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** The intent paying what a change made the order owe. */
export function useBalanceIntent(order: Order, enabled: boolean) {
  const key = linkKey(order);
  return useQuery({
    queryKey: [...ORDERS_KEY, 'balance', order.orderCode, order.balanceDue],
    queryFn: () => {
      const query = key ? `?${ORDER_KEY_PARAM}=${encodeURIComponent(key)}` : '';
      return api.post<BalanceIntent>(`${orderPath(order)}/balance${query}`);
    },
    enabled,
    staleTime: Infinity,
  });
}

export const confirmBalance = (order: Order) => (body: TestConfirmRequest) =>
  api.post<TestConfirmResult>(`${orderPath(order)}/balance/test-confirm`, body);
