import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressFields } from '@atelier/contract';
import { api } from '../../../shared/api/client.ts';

export const ADDRESSES_QUERY_KEY = ['account', 'addresses'] as const;

/** The signed-in shopper's address book (POST /api/v1/address, action X); a guest has none. */
export function useAddresses({ enabled = true } = {}) {
  return useQuery({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: () => api.post<Address[]>('/v1/address', { action: 'X' }),
    enabled,
  });
}

/** Puts the server's answer in the list at once: its id, and at most one default. */
function merge(list: Address[] = [], saved: Address): Address[] {
  const others = list
    .filter((a) => a.id !== saved.id)
    .map((a) => (saved.default && a.default ? { ...a, default: false } : a));
  const index = list.findIndex((a) => a.id === saved.id);
  if (index === -1) return [...others, saved];
  return [...others.slice(0, index), saved, ...others.slice(index)];
}

/** Adds (no id) or updates (with id) an address. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: number; fields: AddressFields }) =>
      api.post<Address>(
        '/v1/address',
        id === undefined ? { action: 'I', ...fields } : { action: 'U', id, ...fields },
      ),
    onSuccess: (saved) =>
      queryClient.setQueryData<Address[]>(ADDRESSES_QUERY_KEY, (list) => merge(list, saved)),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ id: number }>('/v1/address', { action: 'D', id }),
    onSuccess: ({ id }) =>
      queryClient.setQueryData<Address[]>(ADDRESSES_QUERY_KEY, (list) =>
        list?.filter((a) => a.id !== id),
      ),
  });
}
