import type { Order, OrderStatus } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from '../../shared/i18n/i18n.ts';
import { api } from '../../shared/api/client.ts';
import { storedEmail } from '../../shared/storage/keys.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';

export const ORDERS_KEY = ['orders'] as const;

/** The signed-in shopper's orders, newest first (GET /api/v1/orders/{email}/{language}). */
export function useOrders() {
  const lang = useLanguage();
  const email = storedEmail() ?? '';
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', email, lang],
    queryFn: ({ signal }) =>
      api.get<Order[]>(`/v1/orders/${encodeURIComponent(email)}/${lang}`, undefined, signal),
    enabled: Boolean(email),
  });
}

/**
 * One order by its code. The server first asks the payment provider about an unpaid card order,
 * so the success page never loses a paid order to a lost webhook. While the payment is still
 * being confirmed, it asks again every few seconds.
 */
export function useOrder(code: string | null, { poll = false } = {}) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...ORDERS_KEY, 'code', code, lang],
    queryFn: ({ signal }) =>
      api.get<Order>(`/v1/orders/by-code/${encodeURIComponent(code ?? '')}`, { lang }, signal),
    enabled: Boolean(code),
    staleTime: 0,
    refetchInterval: (query) =>
      poll && query.state.data?.status === 'PENDING_PAYMENT' ? 2000 : false,
  });
}

/** SPEC §3 leaves the statuses open; API.md names them; the shopper reads them translated. */
export const statusLabel = (t: TFunction, status: OrderStatus) => t(`orders.statuses.${status}`);
