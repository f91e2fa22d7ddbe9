import { useEffect } from 'react';
import type { Language } from '@atelier/contract';
import { useTranslation } from './i18n.ts';

/** The current interface language; put it in the query key of every language-dependent call. */
export function useLanguage(): Language {
  return useTranslation().language;
}

/** Sets the translated document title: "<page> | Atelier", or the shop's own title without a page. */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? `${page} | ${t('meta.siteName')}` : t('meta.title');
  }, [page, t]);
}
