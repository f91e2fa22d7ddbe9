// The shop's own translations, in place of i18next and react-i18next (15.5 kB gzip of the home
// page's JavaScript): it needs only keys, {{placeholders}}, _one/_other plurals, lists of entries
// and the English fallback.
import { createContext, use, useSyncExternalStore } from 'react';
import type { Language } from '@atelier/contract';
import en from '../../locales/en.json';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { BCP47, rememberLanguageForServer } from './languages.ts';

/** Event fired on window after the shopper picks a language (SPEC §4). */
export const LANGUAGE_CHANGED_EVENT = 'languageChanged';

type Plural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${Plural<K>}`
    : T[K] extends readonly unknown[]
      ? `${Prefix}${K}`
      : `${Prefix}${K}` | Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the English dictionary, the reference: a key missing from it is a type error. */
export type TranslationKey = Keys<typeof en>;
type Values = Record<string, unknown>;
export interface TFunction {
  /** A list or group of entries, each string filled in. */
  (key: TranslationKey, values: Values & { returnObjects: true }): unknown;
  (key: TranslationKey, values?: Values): string;
}

type Dictionary = Record<string, unknown>;

// English ships in the entry chunk as the fallback; the others are fetched when first chosen.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Dictionary }>> = {
  es: () => import('../../locales/es.json'),
  cn: () => import('../../locales/cn.json'),
  jp: () => import('../../locales/jp.json'),
  tw: () => import('../../locales/tw.json'),
  fr: () => import('../../locales/fr.json'),
};
const dictionaries: Partial<Record<Language, Dictionary>> = { en };
const translators = new Map<Language, TFunction>();
const listeners = new Set<() => void>();
let current: Language = 'en';

function lookup(dictionary: Dictionary | undefined, key: string): unknown {
  let node: unknown = dictionary;
  for (const part of key.split('.')) node = (node as Dictionary | undefined)?.[part];
  return node;
}

/** Puts the values into a label; numbers are written the language's way (1,000 · 1 000 · 4,5). */
function fill(entry: unknown, values: Values, numbers: Intl.NumberFormat): unknown {
  if (typeof entry === 'string') {
    return entry.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
      const value = values[name];
      if (!(name in values)) return match;
      return typeof value === 'number' ? numbers.format(value) : String(value);
    });
  }
  if (Array.isArray(entry)) return entry.map((item) => fill(item, values, numbers));
  if (entry && typeof entry === 'object') {
    return Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, fill(v, values, numbers)]));
  }
  return entry;
}

function translatorFor(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    const plurals = new Intl.PluralRules(BCP47[language]);
    const numbers = new Intl.NumberFormat(BCP47[language]);
    const find = (key: string) => lookup(dictionaries[language], key) ?? lookup(en, key);
    t = ((key: string, values: Values = {}) => {
      const count = values.count;
      const entry =
        (typeof count === 'number' &&
          (find(`${key}_${plurals.select(count)}`) ?? find(`${key}_other`))) ||
        find(key);
      // Like i18next: a missing key shows itself, so the gap is visible rather than blank.
      return entry === undefined ? key : fill(entry, values, numbers);
    }) as TFunction;
    translators.set(language, t);
  }
  return t;
}

/** Loads a language's dictionary, once. */
export async function loadDictionary(language: Language): Promise<void> {
  if (!dictionaries[language] && language !== 'en') {
    dictionaries[language] = (await loaders[language]()).default;
  }
}

/** Loads a language's dictionary and makes it the interface language. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadDictionary(language);
  current = language;
  document.documentElement.lang = BCP47[language];
  rememberLanguageForServer(language);
  listeners.forEach((listener) => listener());
}

/** Switches the interface language: loads its dictionary, saves the choice and tells the page. */
export async function setLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  localStorage.setItem(STORAGE_KEYS.language, language);
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: language }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The language a server render is in. The server renders pages for several shoppers at once, so
 * it hands each render its language rather than switching the one above.
 */
export const RenderLanguage = createContext<Language | null>(null);

/** The current language's `t`; a new function after each change, so effects that use it rerun. */
export function useTranslation(): { t: TFunction; language: Language } {
  const rendering = use(RenderLanguage);
  const language = useSyncExternalStore(
    subscribe,
    () => current,
    () => rendering ?? current,
  );
  return { t: translatorFor(language), language };
}
