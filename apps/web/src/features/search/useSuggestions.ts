import { keepPreviousData, useQuery } from '@tanstack/react-query';
// Types only: the header is in the entry chunk, which must not pull in zod.
import type { Suggestions } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { useMarketCode } from '../../shared/market/market.ts';
import { useDebounced } from '../../shared/useDebounced.ts';

/** Suggestions start at this many characters (the contract's SUGGEST_MIN_LENGTH). */
export const SUGGEST_MIN_LENGTH = 2;
/** Typing pauses this long before asking, so a word is one request, not one per key. */
export const SUGGEST_DEBOUNCE_MS = 200;

/** The products and categories matching what is typed, in the current language. */
export function useSuggestions(text: string): Suggestions | undefined {
  const language = useLanguage();
  const market = useMarketCode();
  const q = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = q.length >= SUGGEST_MIN_LENGTH && text.trim().length >= SUGGEST_MIN_LENGTH;
  const { data } = useQuery({
    queryKey: ['suggest', q, language, market],
    queryFn: ({ signal }) =>
      api.get<Suggestions>('/v1/search/suggest', { q, lang: language, market }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  return enabled ? data : undefined;
}
