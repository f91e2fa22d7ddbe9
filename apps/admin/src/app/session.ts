import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, Staff } from '@atelier/contract';
import { api, ApiError } from '../shared/api/client.ts';
import { changeLanguage, setLanguage } from '../shared/i18n.ts';

export const ME_KEY = ['me'] as const;

/** The signed-in member; `null` when there is no staff session (401). */
export function useStaff() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      try {
        const me = await api.get<Staff>('/me');
        // The staff record's language is the member's choice, on any computer.
        await changeLanguage(me.lang);
        return me;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** Signs out: the session ends on the server and every cached answer goes with it. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('/auth/logout'),
    onSuccess: () => {
      client.clear();
      client.setQueryData(ME_KEY, null);
    },
  });
}

/** Switches the interface language and keeps it on the member's record. */
export function useLanguageChoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (lang: Language) => {
      await setLanguage(lang);
      return api.patch<Staff>('/me', { lang });
    },
    onSuccess: (me) => client.setQueryData(ME_KEY, me),
  });
}
