// The back office's instance of the shared translations: its own dictionaries, apart from the
// shop's. The staff member's choice is kept on their staff record (PATCH /me) and, for the sign-in
// screens before anyone is known, in this browser.
import type { Language } from '@atelier/contract';
import { createI18n, type Keys, type Translate } from '@atelier/ui/i18n';
import en from '../locales/en.json';

export type TranslationKey = Keys<typeof en>;
export type TFunction = Translate<TranslationKey>;

const loaders: Record<
  Exclude<Language, 'en'>,
  () => Promise<{ default: Record<string, unknown> }>
> = {
  es: () => import('../locales/es.json'),
  cn: () => import('../locales/cn.json'),
  jp: () => import('../locales/jp.json'),
  tw: () => import('../locales/tw.json'),
  fr: () => import('../locales/fr.json'),
};

export const { changeLanguage, setLanguage, savedLanguage, useTranslation } =
  createI18n<TranslationKey>({ en, loaders, storageKey: 'atelier_admin_language' });
