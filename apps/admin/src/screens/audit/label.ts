import type { TFunction, TranslationKey } from '../../shared/i18n.ts';

/** An entity's or action's name in the member's language; a name the log adds later shows as is. */
export function auditLabel(t: TFunction, group: 'entities' | 'actions', value: string) {
  const key = `audit.${group}.${value}`;
  const text = t(key as TranslationKey);
  return text === key ? value : text;
}
