import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReturn } from '@atelier/contract';
import { ApiError } from '../../shared/api/client.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { RETURNS, returnKey } from './api.ts';

/**
 * A step of the return: its answer (the return as it is now) replaces the one shown, and the
 * queues and their counts are asked again. A refusal (409: someone took the step meanwhile)
 * reloads the return, so the page shows what the server decided while the dialog says why.
 */
export function useReturnAction<Input>(
  code: string,
  change: (input: Input) => Promise<AdminReturn>,
  done: string,
  onDone: () => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (ret) => {
      client.setQueryData(returnKey(code), ret);
      showToast(done);
      onDone();
      await Promise.all([
        client.invalidateQueries({ queryKey: ['list', RETURNS] }),
        client.invalidateQueries({ queryKey: [RETURNS] }),
      ]);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        await client.invalidateQueries({ queryKey: returnKey(code) });
      }
    },
  });
}
