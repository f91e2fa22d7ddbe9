import { LANGUAGES, type Language } from '@atelier/contract';

/** A text in every shop language. */
export type T = Record<Language, string>;

/**
 * One text in the six languages, separated by `|` in the order of LANGUAGES:
 * en|es|cn|jp|tw|fr. One line per term keeps the vocabularies readable side by side.
 */
export function L(texts: string): T {
  const parts = texts.split('|');
  if (parts.length !== LANGUAGES.length) throw new Error(`Expected six translations: ${texts}`);
  return Object.fromEntries(LANGUAGES.map((lang, i) => [lang, parts[i]!.trim()])) as T;
}

/** The same text in every language (proper nouns, sizes such as "XL"). */
export function same(text: string): T {
  return L(Array(LANGUAGES.length).fill(text).join('|'));
}

/** Splits a table into blocks: an unindented head line and the indented lines below it. */
export function blocks(table: string): { head: string; lines: string[] }[] {
  const result: { head: string; lines: string[] }[] = [];
  for (const line of table.split('\n')) {
    if (!line.trim()) continue;
    if (line.startsWith(' ')) result[result.length - 1]!.lines.push(line.trim());
    else result.push({ head: line.trim(), lines: [] });
  }
  return result;
}

/** A table of `key en|es|cn|jp|tw|fr` lines; looking up a missing key throws. */
export function dictionary(table: string): (key: string) => T {
  const entries = new Map<string, T>();
  for (const line of table.split('\n')) {
    const match = /^(\S+)\s+(.+)$/.exec(line.trim());
    if (match) entries.set(match[1]!, L(match[2]!));
  }
  return (key) => {
    const text = entries.get(key);
    if (!text) throw new Error(`No text for "${key}"`);
    return text;
  };
}
