import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BASE_CURRENCY,
  convertPrice,
  currencyDigits,
  MARKET_PAYMENT_METHODS,
  MarketCreate,
  TAX_MODES,
  type Market,
  type TaxMode,
} from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { fieldStyles, SelectField, TextField } from '@atelier/ui/field';
import { BCP47 } from '@atelier/ui/languages';
import { fieldError, schemaProblems } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { minorText, parseMinor } from './amounts.ts';
import { createMarket, MARKETS_KEY, updateMarket } from './api.ts';
import { CountriesField } from './CountriesField.tsx';
import styles from './markets.module.css';

type Method = (typeof MARKET_PAYMENT_METHODS)[number];

interface Form {
  code: string;
  name: string;
  countries: string[];
  currency: string;
  taxMode: TaxMode;
  step: string;
  ending: string;
  exchangeRate: string;
  paymentMethods: Method[];
  active: boolean;
}

const formOf = (m: Market | null): Form => {
  const currency = m?.currency ?? 'EUR';
  return {
    code: m?.code ?? '',
    name: m?.name ?? '',
    countries: m?.countries ?? [],
    currency,
    taxMode: m?.taxMode ?? 'included',
    step: minorText(m?.rounding.step ?? 1, currency),
    ending: minorText(m?.rounding.ending ?? 0, currency),
    exchangeRate: String(m?.exchangeRate ?? 1),
    paymentMethods: m?.paymentMethods ?? ['card', 'cash'],
    active: m?.active ?? true,
  };
};

/** The example a market's rounding is shown on: a base price as the shop's products have. */
const EXAMPLE_BASE = 4900;

const CURRENCIES = Intl.supportedValuesOf('currency');

const PriceRuleFields = MarketCreate.pick({ currency: true, exchangeRate: true, rounding: true });

interface Props {
  market: Market | null;
  /** Every market, to say which one has a country already. */
  markets: readonly Market[];
  onClose: () => void;
}

/** A market's countries, currency, tax mode, price rule and payment methods; a new one when null. */
export function MarketDialog({ market, markets, onClose }: Props) {
  const { t, language } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState(() => formOf(market));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: MarketCreate) =>
      market ? updateMarket(market.id, input) : createMarket(input),
    onSuccess: async (saved) => {
      showToast(t('markets.saved', { name: saved.name }));
      await client.invalidateQueries({ queryKey: MARKETS_KEY });
      onClose();
    },
  });
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value });
  const problem = (field: string) => problems[field] ?? fieldError(t, save.error, field);
  const elsewhere = useMemo(
    () =>
      new Map(
        markets
          .filter((m) => m.id !== market?.id)
          .flatMap((m) => m.countries.map((c) => [c, m.name])),
      ),
    [markets, market],
  );
  const setCountries = useCallback(
    (countries: string[]) => setForm((f) => ({ ...f, countries })),
    [],
  );
  const restOfWorld = market?.restOfWorld ?? false;
  const input = {
    code: form.code.trim(),
    name: form.name,
    countries: form.countries,
    currency: form.currency,
    taxMode: form.taxMode,
    rounding: {
      step: parseMinor(form.step, form.currency),
      ending: parseMinor(form.ending, form.currency),
    },
    exchangeRate: Number(form.exchangeRate.replace(',', '.')),
    paymentMethods: form.paymentMethods,
    active: form.active,
  };
  const parsed = MarketCreate.safeParse(input);
  // The example needs the price rule alone, so it shows before the market is named.
  const rule = PriceRuleFields.safeParse(input);
  const money = (minor: number, currency: string) =>
    new Intl.NumberFormat(BCP47[language], { style: 'currency', currency }).format(
      minor / 10 ** currencyDigits(currency),
    );
  // Some 300 currencies named in their language: worked out once, not on every keystroke.
  const currencyOptions = useMemo(() => {
    const names = new Intl.DisplayNames(BCP47[language], { type: 'currency' });
    return CURRENCIES.map((code) => (
      <option key={code} value={code}>
        {code} · {names.of(code)}
      </option>
    ));
  }, [language]);
  /** The rounding keeps its amounts when the currency changes, in the new one's decimals. */
  const inCurrency = (text: string, currency: string) => {
    const amount = Number(text.replace(',', '.'));
    return Number.isFinite(amount) ? amount.toFixed(currencyDigits(currency)) : text;
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={market ? t('markets.editTitle', { name: market.name }) : t('markets.newTitle')}
    >
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found: Record<string, string> = {};
          if (!parsed.success) schemaProblems(t, parsed.error.issues, found, true);
          setProblems(found);
          if (parsed.success) save.mutate(parsed.data);
        }}
      >
        <div className={formStyles.row}>
          <TextField
            label={t('markets.name')}
            value={form.name}
            onChange={(event) => set('name', event.target.value)}
            error={problem('name')}
          />
          <TextField
            label={t('markets.code')}
            hint={t('markets.codeHint')}
            value={form.code}
            onChange={(event) => set('code', event.target.value)}
            error={problem('code')}
          />
        </div>
        {restOfWorld ? (
          <p role="note" className={fieldStyles.hint}>
            {t('markets.restOfWorldNote')}
          </p>
        ) : (
          <CountriesField
            value={form.countries}
            onChange={setCountries}
            elsewhere={elsewhere}
            error={problem('countries') ?? problem('countries.0')}
          />
        )}
        <div className={formStyles.row}>
          <SelectField
            label={t('markets.currency')}
            value={form.currency}
            onChange={(event) => {
              const currency = event.target.value;
              const step = inCurrency(form.step, currency);
              setForm({ ...form, currency, step, ending: inCurrency(form.ending, currency) });
            }}
            error={problem('currency')}
          >
            {currencyOptions}
          </SelectField>
          <SelectField
            label={t('markets.taxMode')}
            value={form.taxMode}
            onChange={(event) => set('taxMode', event.target.value as TaxMode)}
            hint={t(`markets.taxModeAbout.${form.taxMode}`)}
          >
            {TAX_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`markets.taxModes.${mode}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={formStyles.row}>
          <TextField
            label={t('markets.exchangeRate', { base: BASE_CURRENCY, currency: form.currency })}
            inputMode="decimal"
            value={form.exchangeRate}
            onChange={(event) => set('exchangeRate', event.target.value)}
            error={problem('exchangeRate')}
          />
          <TextField
            label={t('markets.step')}
            hint={t('markets.stepHint')}
            inputMode="decimal"
            value={form.step}
            onChange={(event) => set('step', event.target.value)}
            error={problem('rounding.step')}
          />
          <TextField
            label={t('markets.ending')}
            hint={t('markets.endingHint')}
            inputMode="decimal"
            value={form.ending}
            onChange={(event) => set('ending', event.target.value)}
            error={problem('rounding.ending')}
          />
        </div>
        <p className={styles.example} role="status">
          {rule.success
            ? t('markets.example', {
                base: money(EXAMPLE_BASE, BASE_CURRENCY),
                price: money(convertPrice(EXAMPLE_BASE, rule.data), rule.data.currency),
              })
            : t('markets.noExample')}
        </p>
        <fieldset className={styles.checks}>
          <legend>{t('markets.paymentMethods')}</legend>
          {MARKET_PAYMENT_METHODS.map((method) => (
            <label key={method} className={formStyles.check}>
              <input
                type="checkbox"
                checked={form.paymentMethods.includes(method)}
                onChange={(event) =>
                  set(
                    'paymentMethods',
                    MARKET_PAYMENT_METHODS.filter((m) =>
                      m === method ? event.target.checked : form.paymentMethods.includes(m),
                    ),
                  )
                }
              />
              {t(`markets.methods.${method}`)}
            </label>
          ))}
          {problem('paymentMethods') && (
            <p className={fieldStyles.error}>{problem('paymentMethods')}</p>
          )}
        </fieldset>
        <label className={formStyles.check}>
          <input
            type="checkbox"
            checked={form.active}
            disabled={restOfWorld}
            onChange={(event) => set('active', event.target.checked)}
          />
          {t('markets.active')}
        </label>
        <DialogActions onCancel={onClose} error={save.error}>
          <Button type="submit" disabled={save.isPending}>
            {t('markets.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
