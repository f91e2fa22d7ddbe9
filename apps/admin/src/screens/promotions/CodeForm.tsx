import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DISCOUNT_KINDS, type AdminDiscountCode } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { ApiError } from '../../shared/api/client.ts';
import { fieldError } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { DialogActions } from '../../shared/form/Dialog.tsx';
import { SelectField, TextField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { ScheduleFields } from '../../shared/form/ScheduleFields.tsx';
import { useTranslation } from '../../shared/i18n.ts';
import { CurrencyAmounts } from '../shipping/CurrencyAmounts.tsx';
import { CODE_CURRENCIES, CODES, createCode, loadCodeCurrencies, patchCode } from './api.ts';
import {
  API_FIELDS,
  draftOf,
  readDraft,
  type CodeField,
  type CodeProblems,
  type CodeRequest,
} from './codeForm.ts';

/**
 * A discount code's form, new or existing: what the staff member typed is checked here first,
 * and what the server refuses is said at its field (a code taken, a limit below the uses).
 */
export function CodeForm({ code, onDone }: { code?: AdminDiscountCode; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(code));
  const [problems, setProblems] = useState<CodeProblems>({});
  const currencies = useQuery({ queryKey: CODE_CURRENCIES, queryFn: loadCodeCurrencies });
  const save = useMutation({
    mutationFn: (request: CodeRequest) =>
      request.create ? createCode(request.body) : patchCode(code!.id, request.body),
    onSuccess: async (saved) => {
      showToast(t(code ? 'promotions.updated' : 'promotions.created', { code: saved.code }));
      onDone();
      await client.invalidateQueries({ queryKey: ['list', CODES] });
    },
  });
  const serverField = (field: string) => {
    // A field of its own name in the API, or one per currency ('amounts.EUR').
    const name = Object.keys(API_FIELDS).find((key) => API_FIELDS[key] === field) ?? field;
    // The one message with a number in it: the uses so far, which this form knows.
    if (name === 'usageLimit' && save.error instanceof ApiError && save.error.fields.usageLimit) {
      return t('promotions.limitBelowUses', { uses: code?.usedCount ?? 0 });
    }
    return fieldError(t, save.error, name);
  };
  const problem = (field: string) => problems[field] ?? serverField(field);
  const unplaced =
    save.error instanceof ApiError &&
    !Object.keys(save.error.fields).some((name) => name in API_FIELDS || name.includes('.'));
  const set = <K extends CodeField>(field: K, value: (typeof draft)[K]) => {
    setDraft({ ...draft, [field]: value });
    setProblems({ ...problems, [field]: undefined });
  };
  /** A field of amounts per currency, typed in each currency's own unit. */
  const perCurrency = (field: 'amounts' | 'minSubtotals', legend: string, hint: string) => (
    <CurrencyAmounts
      legend={legend}
      hint={hint}
      currencyLabels
      currencies={currencies.data ?? []}
      value={draft[field]}
      onChange={(value) => {
        setDraft({ ...draft, [field]: value });
        setProblems(
          Object.fromEntries(
            Object.entries(problems).filter(([name]) => !name.startsWith(`${field}.`)),
          ),
        );
      }}
      problem={(currency) => problem(`${field}.${currency}`)}
    />
  );
  const text = (field: 'code' | 'value' | 'minSubtotal' | 'usageLimit' | 'perCustomerLimit') => ({
    value: draft[field],
    error: problem(field),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const percent = draft.kind === 'percent';
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const { request, problems: found } = readDraft(t, draft, !code);
        setProblems(found);
        if (request) save.mutate(request);
      }}
    >
      <TextField
        label={t('promotions.code')}
        hint={code ? t('promotions.codeFixed') : t('promotions.codeHint')}
        readOnly={Boolean(code)}
        autoCapitalize="characters"
        spellCheck={false}
        {...text('code')}
      />
      <div className={formStyles.row}>
        <SelectField
          label={t('promotions.kind')}
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value as typeof draft.kind)}
        >
          {DISCOUNT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`promotions.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={percent ? t('promotions.percentValue') : t('promotions.amountValue')}
          inputMode={percent ? 'numeric' : 'decimal'}
          {...text('value')}
        />
        <TextField
          label={t('promotions.minSubtotal')}
          hint={t('promotions.minSubtotalHint')}
          inputMode="decimal"
          {...text('minSubtotal')}
        />
      </div>
      {currencies.isPending ? (
        <Spinner label={t('list.loading')} />
      ) : (
        <>
          {!percent && perCurrency('amounts', t('promotions.amounts'), t('promotions.amountsHint'))}
          {perCurrency(
            'minSubtotals',
            t('promotions.minSubtotals'),
            t('promotions.minSubtotalsHint'),
          )}
        </>
      )}
      <ScheduleFields
        value={draft}
        onChange={(schedule) => {
          setDraft({ ...draft, ...schedule });
          setProblems({ ...problems, startsAt: undefined, endsAt: undefined });
        }}
        problem={problem}
      />
      <div className={formStyles.row}>
        <TextField
          label={t('promotions.usageLimit')}
          hint={t('promotions.noLimitHint')}
          inputMode="numeric"
          {...text('usageLimit')}
        />
        <TextField
          label={t('promotions.perCustomerLimit')}
          hint={t('promotions.noLimitHint')}
          inputMode="numeric"
          {...text('perCustomerLimit')}
        />
      </div>
      <label className={formStyles.check}>
        <input
          type="checkbox"
          checked={draft.firstOrderOnly}
          onChange={(event) => set('firstOrderOnly', event.target.checked)}
        />
        {t('promotions.firstOrderOnly')}
      </label>
      <label className={formStyles.check}>
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(event) => set('active', event.target.checked)}
        />
        {t('promotions.activeLabel')}
      </label>
      <DialogActions onCancel={onDone} error={unplaced ? save.error : null}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('products.saving') : t('common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
