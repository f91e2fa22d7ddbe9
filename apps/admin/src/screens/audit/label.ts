import type { TFunction, TranslationKey } from '../../shared/i18n.ts';
import type { AuditEntry } from './api.ts';

/** An entity's or action's name in the member's language; a name the log adds later shows as is. */
export function auditLabel(t: TFunction, group: 'entities' | 'actions', value: string) {
  const key = `audit.${group}.${value}`;
  const text = t(key as TranslationKey);
  return text === key ? value : text;
}

/** What an entry changed: its kind in words, then its name (its id when it has none, or is gone). */
export const auditSubject = (t: TFunction, entry: AuditEntry) =>
  `${auditLabel(t, 'entities', entry.entity)}: ${entry.name || entry.entityId}`;
