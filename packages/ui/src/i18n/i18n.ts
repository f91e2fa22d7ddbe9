// Translations for the shop and the back office, in place of i18next and react-i18next (15.5 kB
// gzip of the home page's JavaScript): they need only keys, {{placeholders}}, _one/_other plurals,
// lists of entries and the English fallback. Each app makes one instance with its own dictionaries.
import { createContext, use, useSyncExternalStore } from 'react';
import type { Language } from '@atelier/contract';
import { BCP47, isLanguage, LANGUAGE_OPTIONS } from './languages.ts';

/** Event fired on window after the person picks a language (SPEC §4). */
export const LANGUAGE_CHANGED_EVENT = 'languageChanged';

type Plural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
/** The keys of a dictionary: dotted paths to its strings and lists, plural suffixes dropped. */
export type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${Plural<K>}`
    : T[K] extends readonly unknown[]
      ? `${Prefix}${K}`
      : `${Prefix}${K}` | Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type Values = Record<string, unknown>;
export interface Translate<Key extends string> {
  /** A list or group of entries, each string filled in. */
  (key: Key, values: Values & { returnObjects: true }): unknown;
  (key: Key, values?: Values): string;
}

type Dictionary = Record<string, unknown>;

export interface I18nOptions {
  /** The reference dictionary, bundled: a missing key in another language falls back to it. */
  en: Dictionary;
  /**
   * The app's locale files, by `import.meta.glob('../locales/*.json')` (each named after its
   * language): the languages but English are fetched when first chosen.
   */
  locales: Record<string, () => Promise<unknown>>;
  /** The localStorage key the choice is kept under. */
  storageKey: string;
  /** Told of every change, once its dictionary is in (the shop tells its server by a cookie). */
  onChange?: (language: Language) => void;
}

/**
 * The language a server render is in. The server renders pages for several shoppers at once, so
 * it hands each render its language rather than switching the app's one.
 */
export const RenderLanguage = createContext<Language | null>(null);

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

/** Each language's file among the app's; one missing is the app's mistake, said at its start. */
function loadersOf(locales: I18nOptions['locales']) {
  const byLanguage = new Map(
    Object.entries(locales).map(([file, load]) => [/([^/]+)\.json$/.exec(file)?.[1], load]),
  );
  return Object.fromEntries(
    LANGUAGE_OPTIONS.filter(({ code }) => code !== 'en').map(({ code: language }) => {
      const load = byLanguage.get(language);
      if (!load)
        throw new Error(`no locales/${language}.json among ${Object.keys(locales).join(', ')}`);
      return [language, load];
    }),
  ) as Record<Exclude<Language, 'en'>, () => Promise<unknown>>;
}

/** One app's translations: its dictionaries, the current language and the hook that reads it. */
export function createI18n<Key extends string>({ en, locales, storageKey, onChange }: I18nOptions) {
  const loaders = loadersOf(locales);
  const dictionaries: Partial<Record<Language, Dictionary>> = { en };
  const englishPlurals = new Intl.PluralRules('en');
  const translators = new Map<Language, Translate<Key>>();
  const listeners = new Set<() => void>();
  let current: Language = 'en';

  function translatorFor(language: Language): Translate<Key> {
    let t = translators.get(language);
    if (!t) {
      const plurals = new Intl.PluralRules(BCP47[language]);
      const numbers = new Intl.NumberFormat(BCP47[language]);
      // A count picks the form the language's own rules name (1 second, 1 seconde, 0 seconde,
      // 1秒): the language's own entries first, and English's, by English rules, only without them.
      const entryIn = (
        dictionary: Dictionary | undefined,
        rules: Intl.PluralRules,
        key: string,
        count: unknown,
      ) =>
        (typeof count === 'number' &&
          (lookup(dictionary, `${key}_${rules.select(count)}`) ??
            lookup(dictionary, `${key}_other`))) ||
        lookup(dictionary, key);
      t = ((key: string, values: Values = {}) => {
        const entry =
          entryIn(dictionaries[language], plurals, key, values.count) ??
          entryIn(en, englishPlurals, key, values.count);
        // Like i18next: a missing key shows itself, so the gap is visible rather than blank.
        return entry === undefined ? key : fill(entry, values, numbers);
      }) as Translate<Key>;
      translators.set(language, t);
    }
    return t;
  }

  /** Loads a language's dictionary, once. */
  async function loadDictionary(language: Language): Promise<void> {
    if (!dictionaries[language] && language !== 'en') {
      dictionaries[language] = ((await loaders[language]()) as { default: Dictionary }).default;
    }
  }

  /** Loads a language's dictionary and makes it the interface language. */
  async function changeLanguage(language: Language): Promise<void> {
    await loadDictionary(language);
    current = language;
    document.documentElement.lang = BCP47[language];
    onChange?.(language);
    listeners.forEach((listener) => listener());
  }

  /** Switches the interface language: loads its dictionary, saves the choice and tells the page. */
  async function setLanguage(language: Language): Promise<void> {
    await changeLanguage(language);
    localStorage.setItem(storageKey, language);
    window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: language }));
  }

  /** The language saved in this browser, English when none is. */
  function savedLanguage(): Language {
    const saved = localStorage.getItem(storageKey);
    return isLanguage(saved) ? saved : 'en';
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  /** The current language's `t`; a new function after each change, so effects that use it rerun. */
  function useTranslation(): { t: Translate<Key>; language: Language } {
    const rendering = use(RenderLanguage);
    const language = useSyncExternalStore(
      subscribe,
      () => current,
      () => rendering ?? current,
    );
    return { t: translatorFor(language), language };
  }

  return { loadDictionary, changeLanguage, setLanguage, savedLanguage, useTranslation };
}
