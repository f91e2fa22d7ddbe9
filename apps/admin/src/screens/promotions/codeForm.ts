import {
  DiscountCodeCreate,
  DiscountCodePatch,
  type AdminDiscountCode,
  type DISCOUNT_KINDS,
} from '@atelier/contract';
import { schemaProblems } from '../../shared/api/errors.ts';
import type { TFunction } from '../../shared/i18n.ts';
import { endsTooEarly } from '../../shared/schedule.ts';
import { centsText, parseCents } from '../orders/amount.ts';

/** A discount code's form as typed: amounts in dollars, limits as text ('' for none). */
export interface CodeDraft {
  code: string;
  kind: (typeof DISCOUNT_KINDS)[number];
  value: string;
  minSubtotal: string;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  active: boolean;
}

export type CodeField = keyof CodeDraft;
/** The API's field names, as its VALIDATION answers name them, to the form's. */
export const API_FIELDS: Record<string, CodeField> = {
  code: 'code',
  kind: 'kind',
  value: 'value',
  minSubtotalCents: 'minSubtotal',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  usageLimit: 'usageLimit',
  perCustomerLimit: 'perCustomerLimit',
  firstOrderOnly: 'firstOrderOnly',
  active: 'active',
};

const limitText = (limit: number | null) => (limit === null ? '' : String(limit));

/** A new code's form (a percentage, live at once, no limits), or an existing code's. */
export function draftOf(code?: AdminDiscountCode): CodeDraft {
  if (!code) {
    return {
      code: '',
      kind: 'percent',
      value: '',
      minSubtotal: '',
      startsAt: null,
      endsAt: null,
      usageLimit: '',
      perCustomerLimit: '',
      firstOrderOnly: false,
      active: true,
    };
  }
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === 'percent' ? String(code.value) : centsText(code.value),
    minSubtotal: code.minSubtotalCents ? centsText(code.minSubtotalCents) : '',
    startsAt: code.startsAt,
    endsAt: code.endsAt,
    usageLimit: limitText(code.usageLimit),
    perCustomerLimit: limitText(code.perCustomerLimit),
    firstOrderOnly: code.firstOrderOnly,
    active: code.active,
  };
}

const WHOLE = /^\s*\d{1,7}\s*$/;

/** A limit as typed: '' is none (null), a whole number from 1 is one, anything else undefined. */
function readLimit(text: string): number | null | undefined {
  if (!text.trim()) return null;
  const limit = WHOLE.test(text) ? Number(text) : NaN;
  return limit >= 1 ? limit : undefined;
}

export type CodeRequest =
  { create: true; body: DiscountCodeCreate } | { create: false; body: DiscountCodePatch };

/**
 * The request the form makes, or what is wrong with it, field by field, in the staff member's
 * language. The contract's own schema has the last word, as the server's does.
 */
export function readDraft(
  t: TFunction,
  draft: CodeDraft,
  creating: boolean,
): { request?: CodeRequest; problems: Partial<Record<CodeField, string>> } {
  const problems: Partial<Record<CodeField, string>> = {};
  const percent = draft.kind === 'percent';
  const value = percent
    ? WHOLE.test(draft.value)
      ? Number(draft.value)
      : NaN
    : parseCents(draft.value);
  if (value === null || !(value >= 1) || (percent && value > 100)) {
    problems.value = percent ? t('promotions.percentInvalid') : t('promotions.amountInvalid');
  }
  const minSubtotalCents = draft.minSubtotal.trim() ? parseCents(draft.minSubtotal) : 0;
  if (minSubtotalCents === null || minSubtotalCents < 0) {
    problems.minSubtotal = t('promotions.amountInvalid');
  }
  const usageLimit = readLimit(draft.usageLimit);
  if (usageLimit === undefined) problems.usageLimit = t('promotions.limitInvalid');
  const perCustomerLimit = readLimit(draft.perCustomerLimit);
  if (perCustomerLimit === undefined) problems.perCustomerLimit = t('promotions.limitInvalid');
  if (endsTooEarly(draft)) problems.endsAt = t('schedule.endBeforeStart');

  const fields = {
    kind: draft.kind,
    value: value ?? NaN,
    minSubtotalCents: minSubtotalCents ?? NaN,
    startsAt: draft.startsAt,
    endsAt: draft.endsAt,
    // undefined is a limit that could not be read; null is none.
    usageLimit: usageLimit === undefined ? NaN : usageLimit,
    perCustomerLimit: perCustomerLimit === undefined ? NaN : perCustomerLimit,
    firstOrderOnly: draft.firstOrderOnly,
    active: draft.active,
  };
  const parsed = creating
    ? DiscountCodeCreate.safeParse({ code: draft.code, ...fields })
    : DiscountCodePatch.safeParse(fields);
  if (!parsed.success) {
    // The schema names the API's fields: each message goes to the form's field for it.
    for (const [name, message] of Object.entries(schemaProblems(t, parsed.error.issues, {}))) {
      const field = API_FIELDS[name];
      if (field) problems[field] ??= message;
    }
  }
  if (!parsed.success || Object.keys(problems).length) return { problems };
  const request = creating
    ? { create: true as const, body: parsed.data as DiscountCodeCreate }
    : { create: false as const, body: parsed.data as DiscountCodePatch };
  return { request, problems };
}
