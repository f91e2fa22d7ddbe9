// The back office's instance of the shared translations: its own dictionaries, apart from the
// shop's. The staff member's choice is kept on their staff record (PATCH /me) and, for the sign-in
// screens before anyone is known, in this browser.
import { createI18n, type Keys, type Translate } from '@atelier/ui/i18n';
import en from '../locales/en.json';

export type TranslationKey = Keys<typeof en>;
export type TFunction = Translate<TranslationKey>;

export const { changeLanguage, setLanguage, savedLanguage, useTranslation } =
  createI18n<TranslationKey>({
    en,
    // English is bundled above; the others are fetched when first chosen.
    locales: import.meta.glob(['../locales/*.json', '!../locales/en.json']),
    storageKey: 'atelier_admin_language',
  });
