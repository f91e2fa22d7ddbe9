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
import { parseMinor, texts, type Amounts } from '../shipping/form.ts';

/**
 * A discount code's form as typed: amounts in dollars, and per currency in its own unit ('' for
 * the dollars exchanged); limits as text ('' for none).
 */
export interface CodeDraft {
  code: string;
  kind: (typeof DISCOUNT_KINDS)[number];
  value: string;
  amounts: Amounts;
  minSubtotal: string;
  minSubtotals: Amounts;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  active: boolean;
}

export type CodeField = keyof CodeDraft;
/** A field's problem, by its name or, for an amount per currency, 'amounts.EUR'. */
export type CodeProblems = Partial<Record<string, string>>;
/** The fields of amounts per currency, keyed `<field>.<currency>` as the API's answers are. */
export const PER_CURRENCY = ['amounts', 'minSubtotals'] as const;
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
      amounts: {},
      minSubtotal: '',
      minSubtotals: {},
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
    amounts: texts(code.amounts),
    minSubtotal: code.minSubtotalCents ? centsText(code.minSubtotalCents) : '',
    minSubtotals: texts(code.minSubtotals),
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
): { request?: CodeRequest; problems: CodeProblems } {
  const problems: CodeProblems = {};
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
  // Each currency's amount in its minor unit; one that can't be read is said at its field.
  const [amounts, minSubtotals] = PER_CURRENCY.map((field) => {
    if (field === 'amounts' && percent) return {};
    const typed = Object.entries(draft[field]).filter(([, text]) => text.trim());
    return Object.fromEntries(
      typed.map(([currency, text]) => {
        const minor = parseMinor(text, currency);
        if (minor === null)
          problems[`${field}.${currency}`] = t('promotions.currencyAmountInvalid');
        return [currency, minor ?? NaN];
      }),
    );
  });
  const usageLimit = readLimit(draft.usageLimit);
  if (usageLimit === undefined) problems.usageLimit = t('promotions.limitInvalid');
  const perCustomerLimit = readLimit(draft.perCustomerLimit);
  if (perCustomerLimit === undefined) problems.perCustomerLimit = t('promotions.limitInvalid');
  if (endsTooEarly(draft)) problems.endsAt = t('schedule.endBeforeStart');

  const fields = {
    kind: draft.kind,
    value: value ?? NaN,
    amounts,
    minSubtotalCents: minSubtotalCents ?? NaN,
    minSubtotals,
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
    const found = schemaProblems(t, parsed.error.issues, {}, true);
    for (const [name, message] of Object.entries(found)) {
      const field = API_FIELDS[name] ?? (name.includes('.') ? name : undefined);
      if (field) problems[field] ??= message;
    }
  }
  if (!parsed.success || Object.keys(problems).length) return { problems };
  const request = creating
    ? { create: true as const, body: parsed.data as DiscountCodeCreate }
    : { create: false as const, body: parsed.data as DiscountCodePatch };
  return { request, problems };
}
