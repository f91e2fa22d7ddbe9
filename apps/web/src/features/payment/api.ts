import type {
  Order,
  PaymentIntent,
  TestConfirmRequest,
  TestConfirmResult,
} from '@atelier/contract';
import { linkKey } from '../orders/api.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

/**
 * The order's payment intent. The server keeps one per order, so asking again (a reload) answers
 * the same intent; the amount and currency must be the order's total as the server computed it.
 */
export function usePaymentIntent(order: Order | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['payment-intent', order?.orderCode, order?.total, order?.currency],
    queryFn: () =>
      api.post<PaymentIntent>('/payment/create-payment-intent', {
        amount: order?.total,
        // Providers name currencies in lower case ('eur', 'jpy').
        currency: order?.currency.toLowerCase(),
        orderCode: order?.orderCode,
        // A guest's order is theirs by its link's key.
        key: (order && linkKey(order)) ?? undefined,
      }),
    enabled: enabled && order !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

export const confirmTestPayment = (body: TestConfirmRequest) =>
  api.post<TestConfirmResult>('/payment/test/confirm', body);
