import { useQuery } from '@tanstack/react-query';
import type { Category, Language } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';

async function fetchCategoryTree(language: Language): Promise<Category[]> {
  try {
    return await api.get<Category[]>(`/v1/categories/tree/${language}`);
  } catch (error) {
    console.error('Failed to fetch Categories', error);
    throw error;
  }
}

/** The category tree in the current language; switching language loads it again. */
export function useCategoryTree() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['categories', 'tree', language],
    queryFn: () => fetchCategoryTree(language),
    staleTime: 5 * 60_000,
  });
}
