import type { TFunction, TranslationKey } from '../i18n.ts';
import { ApiError } from './client.ts';

// The server answers in English (for logs and API users). A staff member reads it in their own
// language: each message the back office can meet has an entry under `serverMessages`, keyed by
// its words; any other falls back to a sentence for its error code.

const slug = (message: string) =>
  message
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

function known(t: TFunction, message: string): string | undefined {
  const key = `serverMessages.${slug(message)}`;
  const text = t(key as TranslationKey);
  return text === key ? undefined : text;
}

/** A message of the contract's (a zod check's, on either side) in their language. */
export const translateMessage = (t: TFunction, message: string) =>
  known(t, message) ?? t('errors.invalidField');

/**
 * A form's checks before it sends: each field's first message of the contract's schema, in their
 * language, added to what the form found itself (its own message for a field wins).
 */
export function schemaProblems(
  t: TFunction,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  found: Record<string, string>,
  /** Keyed by the whole path ('prices.USD'), for forms whose fields are nested. */
  nested = false,
) {
  for (const issue of issues) {
    const key = nested ? issue.path.join('.') : String(issue.path[0]);
    found[key] ??= translateMessage(t, issue.message);
  }
  return found;
}

/** What to tell the staff member about a failed call, in their language. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.code.INTERNAL');
  if (error.code === 'NETWORK') return t('errors.code.NETWORK');
  return known(t, error.message) ?? t(`errors.code.${error.code}`);
}

/** A field's message from a VALIDATION answer, in their language; undefined when it has none. */
export function fieldError(t: TFunction, error: unknown, field: string): string | undefined {
  const message = error instanceof ApiError ? error.fields[field] : undefined;
  if (message === undefined) return undefined;
  return translateMessage(t, message);
}
