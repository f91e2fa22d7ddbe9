import { ORDER_KEY_PARAM, type Order, type OrderStatus } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@atelier/ui/router';
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

/** The key of a guest's order link in the page's address: it opens the order signed out. */
export function useOrderKey(): string | null {
  return useSearchParams()[0].get(ORDER_KEY_PARAM);
}

/** The key of a guest's order, from its link (none once an account owns it). */
export const linkKey = (order: Order): string | null =>
  order.link ? new URLSearchParams(order.link.split('?')[1]).get(ORDER_KEY_PARAM) : null;

/**
 * One order by its code, by the page's key when it has one (a guest's link), else as the
 * signed-in shopper's. The server first asks the payment provider about an unpaid card order,
 * so the success page never loses a paid order to a lost webhook. While the payment is still
 * being confirmed, it asks again every few seconds.
 */
export function useOrder(code: string | null, { poll = false } = {}) {
  const lang = useLanguage();
  const key = useOrderKey();
  return useQuery({
    queryKey: [...ORDERS_KEY, 'code', code, lang, key],
    queryFn: ({ signal }) =>
      api.get<Order>(
        `/v1/orders/by-code/${encodeURIComponent(code ?? '')}`,
        { lang, [ORDER_KEY_PARAM]: key ?? undefined },
        signal,
      ),
    enabled: Boolean(code),
    staleTime: 0,
    refetchInterval: (query) =>
      poll && query.state.data?.status === 'PENDING_PAYMENT' ? 2000 : false,
  });
}

/** SPEC §3 leaves the statuses open; API.md names them; the shopper reads them translated. */
export const statusLabel = (t: TFunction, status: OrderStatus) => t(`orders.statuses.${status}`);
