import { useState } from 'react';
import { LANGUAGES, type Language } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { TextField } from '@atelier/ui/field';
import { BCP47, LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { LanguageTabs } from '../../shared/form/LanguageTabs.tsx';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { CurrencyAmounts } from './CurrencyAmounts.tsx';
import { nextKey, type MethodForm } from './form.ts';
import styles from './shipping.module.css';

interface Props {
  /** Its place in the zone, from 0: fields' problems are keyed `methods.<index>.…`. */
  index: number;
  method: MethodForm;
  currencies: readonly string[];
  onChange: (method: MethodForm) => void;
  onRemove: () => void;
  problem: (field: string) => string | undefined;
}

/** A shipping method: its name in six languages, days, prices, free-over and weight bands. */
export function MethodFields({ index, method, currencies, onChange, onRemove, problem }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Language>('en');
  const at = (field: string) => problem(`methods.${index}.${field}`);
  const set = (change: Partial<MethodForm>) => onChange({ ...method, ...change });
  const number = index + 1;
  const panel = `method-${method.key}-name`;
  return (
    <fieldset className={styles.method}>
      <legend>{t('shipping.methodNumber', { number, name: method.name.en ?? '' })}</legend>
      <LanguageTabs
        label={t('shipping.methodName', { number })}
        value={tab}
        onChange={setTab}
        panelId={panel}
        missing={LANGUAGES.filter((l) => l !== 'en' && !method.name[l])}
      />
      <div id={panel} role="tabpanel" aria-labelledby={`${panel}-${tab}`}>
        <TextField
          key={tab}
          label={`${t('shipping.methodName', { number })} · ${LANGUAGE_OPTIONS.find((o) => o.code === tab)?.label}`}
          lang={BCP47[tab]}
          required={tab === 'en'}
          value={method.name[tab] ?? ''}
          placeholder={tab === 'en' ? undefined : method.name.en}
          onChange={(event) => set({ name: { ...method.name, [tab]: event.target.value } })}
          error={at(`name.${tab}`)}
        />
      </div>
      <div className={formStyles.row}>
        <TextField
          label={t('shipping.minDays')}
          inputMode="numeric"
          value={method.minDays}
          onChange={(event) => set({ minDays: event.target.value })}
          error={at('days.min')}
        />
        <TextField
          label={t('shipping.maxDays')}
          inputMode="numeric"
          value={method.maxDays}
          onChange={(event) => set({ maxDays: event.target.value })}
          error={at('days.max')}
        />
      </div>
      <CurrencyAmounts
        legend={t('shipping.price')}
        hint={t('shipping.priceHint')}
        currencies={currencies}
        value={method.prices}
        onChange={(prices) => set({ prices })}
        problem={(c) => at(`prices.${c}`) ?? (c === currencies[0] ? at('prices') : undefined)}
      />
      <CurrencyAmounts
        legend={t('shipping.freeOver')}
        hint={t('shipping.freeOverHint')}
        currencies={currencies}
        value={method.freeOver}
        onChange={(freeOver) => set({ freeOver })}
        problem={(c) => at(`freeOver.${c}`)}
      />
      {method.bands.map((band, b) => {
        const change = (next: Partial<typeof band>) =>
          set({ bands: method.bands.map((x) => (x.key === band.key ? { ...x, ...next } : x)) });
        const legend = t('shipping.band', { number: b + 1 });
        return (
          <fieldset key={band.key} className={styles.band}>
            <legend>{legend}</legend>
            <TextField
              label={`${legend} · ${t('shipping.upToGrams')}`}
              inputMode="numeric"
              value={band.upToGrams}
              hint={t('shipping.upToGramsHint')}
              onChange={(event) => change({ upToGrams: event.target.value })}
              error={at(`weightBands.${b}.upToGrams`)}
            />
            <CurrencyAmounts
              legend={`${legend} · ${t('shipping.price')}`}
              currencies={currencies}
              value={band.prices}
              onChange={(prices) => change({ prices })}
              problem={(c) => at(`weightBands.${b}.prices.${c}`)}
            />
            <div className={styles.actions}>
              <Button
                variant="ghost"
                onClick={() => set({ bands: method.bands.filter((x) => x.key !== band.key) })}
              >
                {t('shipping.removeBand', { number: b + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() =>
            set({ bands: [...method.bands, { key: nextKey(), upToGrams: '', prices: {} }] })
          }
        >
          {t('shipping.addBand')}
        </Button>
        <Button variant="ghost" onClick={onRemove}>
          {t('shipping.removeMethod', { number })}
        </Button>
      </div>
    </fieldset>
  );
}
