import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@atelier/contract';
import { isLanguage } from './languages.ts';

/** The current interface language; put it in the query key of every language-dependent call. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Sets the translated document title: "<page> | Atelier", or the shop's own title without a page. */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? `${page} | ${t('meta.siteName')}` : t('meta.title');
  }, [page, t]);
}
