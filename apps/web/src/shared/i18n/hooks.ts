import { useEffect } from 'react';
import type { Language } from '@atelier/contract';
import { useTranslation } from './i18n.ts';
import { useShop } from '../shop.ts';

/** The current interface language; put it in the query key of every language-dependent call. */
export function useLanguage(): Language {
  return useTranslation().language;
}

/** Sets the translated document title: "<page> | <the shop's name>", or the shop's own title without a page. */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation();
  const name = useShop()?.name ?? t('meta.siteName');
  useEffect(() => {
    document.title = page ? `${page} | ${name}` : t('meta.title', { shop: name });
  }, [page, name, t]);
}
