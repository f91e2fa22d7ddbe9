import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '@atelier/contract';
import { ApiError } from '../../shared/api/client.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { ORDERS, orderKey } from './api.ts';

/**
 * A change of the order: its answer (the order as it is now) replaces the one shown and the
 * queues are asked again. A refusal (409: someone changed it meanwhile) reloads the order, so the
 * page shows what the server decided on while the dialog says why.
 */
export function useOrderAction<Input>(
  code: string,
  change: (input: Input) => Promise<AdminOrder>,
  done: string,
  onDone?: () => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (order) => {
      client.setQueryData(orderKey(code), order);
      showToast(done);
      onDone?.();
      await client.invalidateQueries({ queryKey: ['list', ORDERS] });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        await client.invalidateQueries({ queryKey: orderKey(code) });
      }
    },
  });
}
