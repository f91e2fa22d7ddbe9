import fs from 'node:fs/promises';
import type { Language } from '@atelier/contract';

/**
 * The web app's dictionaries (apps/web/src/locales), the one source of the shop's texts: a page's
 * head says what the app says when it shows the page (its document title), and nothing is
 * translated twice. The server runs from the same tree, so they are read from there, once.
 */
const LOCALES = new URL('../../../../web/src/locales/', import.meta.url);

type Dictionary = Record<string, unknown>;
const loaded = new Map<Language, Promise<Dictionary>>();

const dictionary = (lang: Language) => {
  let entry = loaded.get(lang);
  if (!entry) {
    entry = fs
      .readFile(new URL(`${lang}.json`, LOCALES), 'utf8')
      .then((text) => JSON.parse(text) as Dictionary);
    loaded.set(lang, entry);
  }
  return entry;
};

const lookup = (node: unknown, key: string) =>
  key.split('.').reduce<unknown>((at, part) => (at as Dictionary | undefined)?.[part], node);

export type PageTexts = (key: string, values?: Record<string, string>) => string;

/**
 * The texts of a language, {{placeholders}} filled in, falling back to English as the app does.
 * A key in no dictionary is a mistake of ours: it throws.
 */
export async function pageTexts(lang: Language): Promise<PageTexts> {
  const [own, en] = await Promise.all([dictionary(lang), dictionary('en')]);
  return (key, values = {}) => {
    const text = lookup(own, key) ?? lookup(en, key);
    if (typeof text !== 'string') throw new Error(`No text ${key}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
  };
}
