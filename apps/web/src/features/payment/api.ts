import type { PaymentIntent, TestConfirmRequest, TestConfirmResult } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

/**
 * The order's payment intent. The server keeps one per order, so asking again (a reload) answers
 * the same intent; the amount must be the order's total as the server computed it.
 */
export function usePaymentIntent(orderCode: string, amount: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['payment-intent', orderCode, amount],
    queryFn: () =>
      api.post<PaymentIntent>('/payment/create-payment-intent', {
        amount,
        currency: 'usd',
        orderCode,
      }),
    enabled: enabled && amount !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

export const confirmTestPayment = (body: TestConfirmRequest) =>
  api.post<TestConfirmResult>('/payment/test/confirm', body);
