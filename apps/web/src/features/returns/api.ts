import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ORDER_KEY_PARAM,
  type CreateReturnRequest,
  type Return,
  type Returnable,
  type ReturnEstimate,
  type ReturnPhoto,
} from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';

export const RETURNS_KEY = ['returns'] as const;

/** The query of a returns call: the page's language, and a guest's order link key. */
const queryOf = (lang: string, key: string | null) => ({
  lang,
  [ORDER_KEY_PARAM]: key ?? undefined,
});
const search = (lang: string, key: string | null) =>
  new URLSearchParams({ lang, ...(key ? { [ORDER_KEY_PARAM]: key } : {}) }).toString();

/** What of the order may still be returned, line by line, or why not. */
export function useReturnable(orderCode: string, key: string | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...RETURNS_KEY, 'returnable', orderCode, lang, key],
    queryFn: ({ signal }) =>
      api.get<Returnable>(
        `/v1/orders/by-code/${encodeURIComponent(orderCode)}/returnable`,
        queryOf(lang, key),
        signal,
      ),
    staleTime: 0,
  });
}

/** The signed-in shopper's returns, newest first. */
export function useMyReturns() {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...RETURNS_KEY, 'mine', lang],
    queryFn: ({ signal }) => api.get<Return[]>('/v1/returns', { lang }, signal),
    staleTime: 0,
  });
}

/** The order's returns, newest first: its owner's, or a guest's by the order link's key. */
export function useOrderReturns(orderCode: string, key: string | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...RETURNS_KEY, 'order', orderCode, lang, key],
    queryFn: ({ signal }) =>
      api.get<Return[]>(
        `/v1/orders/by-code/${encodeURIComponent(orderCode)}/returns`,
        queryOf(lang, key),
        signal,
      ),
    staleTime: 0,
  });
}

/** The refund the lines would give, as the server estimates it, for the review. */
export function useReturnEstimate(body: CreateReturnRequest, key: string | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...RETURNS_KEY, 'estimate', body, lang, key],
    queryFn: () => api.post<ReturnEstimate>(`/v1/returns/estimate?${search(lang, key)}`, body),
    staleTime: 0,
  });
}

/** Asks for the return; every returns query (the order's lines, the lists) is read again after. */
export function useCreateReturn(key: string | null) {
  const lang = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReturnRequest) =>
      api.post<Return>(`/v1/returns?${search(lang, key)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
  });
}

/** Cancels the return (until it is received). */
export function useCancelReturn(code: string, key: string | null) {
  const lang = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<Return>(`/v1/returns/${encodeURIComponent(code)}/cancel?${search(lang, key)}`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
  });
}

/** Uploads a photo of what goes back; its id goes with the line asked back. */
export function useUploadPhoto(orderCode: string, key: string | null) {
  return useMutation({
    mutationFn: (image: File) => {
      const form = new FormData();
      form.set('image', image);
      const query = key ? `?${new URLSearchParams({ [ORDER_KEY_PARAM]: key })}` : '';
      return api.post<ReturnPhoto>(
        `/v1/orders/by-code/${encodeURIComponent(orderCode)}/return-photos${query}`,
        form,
      );
    },
  });
}
