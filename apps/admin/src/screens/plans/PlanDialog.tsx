import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BASE_CURRENCY,
  PLAN_STATUSES,
  PlanCreate,
  type AdminPlan,
  type Language,
  type Names,
  type PlanStatus,
} from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { BCP47, LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { fieldError, schemaProblems } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import { fieldStyles, SelectField, TextAreaField, TextField } from '@atelier/ui/field';
import { LanguageTabs } from '../../shared/form/LanguageTabs.tsx';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { filledNames, NamesFields } from '../categories/NamesFields.tsx';
import { centsText, parseCents } from '../orders/amount.ts';
import { loadCurrencies, MARKET_CURRENCIES_KEY } from '../shipping/api.ts';
import { CurrencyAmounts } from '../shipping/CurrencyAmounts.tsx';
import { parseMinor, texts as amountTexts, type Amounts } from '../shipping/form.ts';
import { createPlan, PLANS_KEY, updatePlan } from './api.ts';

interface Form {
  name: Partial<Names>;
  price: string;
  /** Fixed in other currencies than the base's, as typed; empty: the base price converted. */
  prices: Amounts;
  memberPercent: string;
  monthlyCredit: string;
  description: Partial<Names>;
  status: PlanStatus;
}

const formOf = (plan: AdminPlan | null): Form => ({
  name: plan?.name ?? { en: '' },
  price: plan ? centsText(plan.prices.USD) : '',
  prices: plan
    ? amountTexts(
        Object.fromEntries(Object.entries(plan.prices).filter(([c]) => c !== BASE_CURRENCY)),
      )
    : {},
  memberPercent: String(plan?.perks.memberPercent ?? 0),
  monthlyCredit: centsText(plan?.perks.monthlyCreditCents ?? 0),
  description: plan?.perks.description ?? { en: '' },
  status: plan?.status ?? 'on_sale',
});

/** The texts as the API takes them, English kept even when empty: the contract then says it is required. */
const texts = (names: Partial<Names>): Names => ({
  ...filledNames(names),
  en: names.en?.trim() ?? '',
});

/** A plan's names, price, perks and status; a new plan when `plan` is null. */
export function PlanDialog({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState(() => formOf(plan));
  const [tab, setTab] = useState<Language>('en');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: PlanCreate) => (plan ? updatePlan(plan.id, input) : createPlan(input)),
    onSuccess: async (saved) => {
      showToast(t('plans.saved', { name: saved.name.en }));
      await client.invalidateQueries({ queryKey: PLANS_KEY });
      onClose();
    },
  });
  const problem = (field: string) => problems[field] ?? fieldError(t, save.error, field);
  const markets = useQuery({ queryKey: MARKET_CURRENCIES_KEY, queryFn: loadCurrencies });
  // The markets' currencies but the base's, and any the plan is priced in that none sells in now.
  const currencies = [...new Set([...(markets.data ?? []), ...Object.keys(form.prices)])].filter(
    (c) => c !== BASE_CURRENCY,
  );
  const descriptionPanel = 'plan-description';
  return (
    <Dialog
      open
      onClose={onClose}
      title={plan ? t('plans.editTitle', { name: plan.name.en }) : t('plans.newTitle')}
    >
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const cents = (text: string) => parseCents(text) ?? NaN;
          const found: Record<string, string> = {};
          const fixed = Object.entries(form.prices)
            .filter(([, text]) => text.trim())
            .map(([currency, text]) => {
              const minor = parseMinor(text, currency);
              if (minor === null) {
                found[`prices.${currency}`] = t('promotions.currencyAmountInvalid');
              }
              return [currency, minor ?? NaN];
            });
          const parsed = PlanCreate.safeParse({
            name: texts(form.name),
            prices: { USD: cents(form.price), ...Object.fromEntries(fixed) },
            perks: {
              memberPercent: Number(form.memberPercent),
              monthlyCreditCents: cents(form.monthlyCredit),
              description: texts(form.description),
            },
            status: form.status,
          });
          if (!parsed.success) schemaProblems(t, parsed.error.issues, found, true);
          setProblems(found);
          if (parsed.success && !Object.keys(found).length) save.mutate(parsed.data);
        }}
      >
        <NamesFields
          label={t('plans.name')}
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
          problem={(lang) => problem(`name.${lang}`)}
        />
        <div className={formStyles.row}>
          <TextField
            label={t('plans.priceUsd')}
            inputMode="decimal"
            disabled={plan?.free}
            value={form.price}
            onChange={(event) => setForm({ ...form, price: event.target.value })}
            error={problem('prices.USD')}
            hint={plan && !plan.free ? t('plans.priceHint') : undefined}
          />
          <TextField
            label={t('plans.memberPercent')}
            inputMode="numeric"
            value={form.memberPercent}
            onChange={(event) => setForm({ ...form, memberPercent: event.target.value })}
            error={problem('perks.memberPercent')}
          />
          <TextField
            label={t('plans.monthlyCredit')}
            inputMode="decimal"
            value={form.monthlyCredit}
            onChange={(event) => setForm({ ...form, monthlyCredit: event.target.value })}
            error={problem('perks.monthlyCreditCents')}
          />
        </div>
        {plan?.free ? null : markets.isPending ? (
          <Spinner label={t('list.loading')} />
        ) : (
          <CurrencyAmounts
            legend={t('plans.prices')}
            hint={t('plans.pricesHint')}
            currencyLabels
            currencies={currencies}
            value={form.prices}
            onChange={(prices) => setForm({ ...form, prices })}
            problem={(currency) => problem(`prices.${currency}`)}
          />
        )}
        <LanguageTabs
          label={t('plans.description')}
          value={tab}
          onChange={setTab}
          panelId={descriptionPanel}
          missing={(['es', 'cn', 'jp', 'tw', 'fr'] as const).filter((l) => !form.description[l])}
        />
        <div id={descriptionPanel} role="tabpanel" aria-labelledby={`${descriptionPanel}-${tab}`}>
          <TextAreaField
            key={tab}
            label={`${t('plans.description')} · ${LANGUAGE_OPTIONS.find((o) => o.code === tab)?.label}`}
            hint={t('plans.descriptionHint')}
            lang={BCP47[tab]}
            rows={4}
            value={form.description[tab] ?? ''}
            placeholder={tab === 'en' ? undefined : form.description.en}
            onChange={(event) =>
              setForm({ ...form, description: { ...form.description, [tab]: event.target.value } })
            }
            error={problem(`perks.description.${tab}`)}
          />
        </div>
        <SelectField
          label={t('plans.status')}
          value={form.status}
          disabled={plan?.free}
          onChange={(event) => setForm({ ...form, status: event.target.value as PlanStatus })}
          hint={t(`plans.statusAbout.${form.status}`)}
        >
          {PLAN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`plans.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        {plan && form.status === 'off' && plan.status !== 'off' && plan.members > 0 && (
          <p role="note" className={fieldStyles.hint}>
            {t('plans.offWarning', { count: plan.members })}
          </p>
        )}
        <DialogActions onCancel={onClose} error={save.error}>
          <Button type="submit" disabled={save.isPending}>
            {t('plans.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
