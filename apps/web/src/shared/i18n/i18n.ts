// The shop's instance of the shared translations (@atelier/ui/i18n), with the shop's dictionaries.
import { createI18n, type Keys, type Translate } from '@atelier/ui/i18n';
import en from '../../locales/en.json';
import { STORAGE_KEYS } from '../storage/keys.ts';

export { LANGUAGE_CHANGED_EVENT, RenderLanguage } from '@atelier/ui/i18n';

/** A key of the English dictionary, the reference: a key missing from it is a type error. */
export type TranslationKey = Keys<typeof en>;
export type TFunction = Translate<TranslationKey>;

export const { loadDictionary, changeLanguage, setLanguage, savedLanguage, useTranslation } =
  createI18n<TranslationKey>({
    en,
    // English ships in the entry chunk as the fallback; the others are fetched when first chosen.
    locales: import.meta.glob(['../../locales/*.json', '!../../locales/en.json']),
    storageKey: STORAGE_KEYS.language,
  });
