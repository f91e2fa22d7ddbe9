import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@atelier/contract';
import en from '../../locales/en.json';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { BCP47, LANGUAGE_OPTIONS, savedLanguage } from './languages.ts';

/** Event fired on window after the shopper picks a language (SPEC §4). */
export const LANGUAGE_CHANGED_EVENT = 'languageChanged';

// English ships in the entry chunk as the fallback; the others are fetched when first chosen.
const dictionaries: Record<Exclude<Language, 'en'>, () => Promise<{ default: ResourceKey }>> = {
  es: () => import('../../locales/es.json'),
  cn: () => import('../../locales/cn.json'),
  jp: () => import('../../locales/jp.json'),
  tw: () => import('../../locales/tw.json'),
  fr: () => import('../../locales/fr.json'),
};

const lazyDictionaries: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read(language: string) {
    const load = dictionaries[language as keyof typeof dictionaries];
    return load ? load().then((module) => module.default) : Promise.resolve({});
  },
} as BackendModule;

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = BCP47[language as Language] ?? 'en';
});

/** Resolves once the saved language's dictionary is ready; render after it to avoid a flash of English. */
export const i18nReady = i18next
  .use(lazyDictionaries)
  .use(initReactI18next)
  .init({
    lng: savedLanguage(),
    fallbackLng: 'en',
    supportedLngs: LANGUAGE_OPTIONS.map((option) => option.code),
    load: 'currentOnly',
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

/** Switches the interface language: loads its dictionary, saves the choice and tells the page. */
export async function setLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  localStorage.setItem(STORAGE_KEYS.language, language);
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: language }));
}

export { i18next };
