import fs from 'node:fs';

export type Lang = 'en' | 'jp' | 'fr';

/**
 * The storefront's own dictionary for `lang`, so a journey finds controls by the words a shopper
 * reads in that language: `t('auth.sendOtp')`, `t('orders.view', { code })`.
 */
export function texts(lang: Lang) {
  const url = new URL(`../../../apps/web/src/locales/${lang}.json`, import.meta.url);
  const dictionary = JSON.parse(fs.readFileSync(url, 'utf8')) as Record<string, unknown>;
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => {
      return (node as Record<string, unknown> | undefined)?.[part];
    }, dictionary);
    if (typeof text !== 'string') throw new Error(`no text ${key} in ${lang}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}
