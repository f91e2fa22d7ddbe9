import { memo, useId, useMemo, useState } from 'react';
import { COUNTRY_CODES } from '@atelier/contract/regions';
import { countryName } from '@atelier/ui/address';
import { fieldStyles, TextField } from '@atelier/ui/field';
import { useTranslation } from '../../shared/i18n.ts';
import styles from './markets.module.css';

interface Props {
  value: readonly string[];
  onChange: (countries: string[]) => void;
  /** Countries other markets list, with the market's name: a country is in one market. */
  elsewhere: ReadonlyMap<string, string>;
  error?: string;
}

/**
 * The market's countries: every country by its name in the staff member's language, filtered as
 * they type; one another market has is shown with that market's name and cannot be chosen.
 */
export const CountriesField = memo(function CountriesField({
  value,
  onChange,
  elsewhere,
  error,
}: Props) {
  const { t, language } = useTranslation();
  const [filter, setFilter] = useState('');
  const id = useId();
  const chosen = new Set(value);
  const all = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
        a.name.localeCompare(b.name, language),
      ),
    [language],
  );
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle
    ? all.filter(
        (c) => c.name.toLocaleLowerCase().includes(needle) || c.code === needle.toUpperCase(),
      )
    : all;
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value, code].sort() : value.filter((c) => c !== code));
  return (
    <fieldset className={styles.countries} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('markets.countries')}</legend>
      <p className={fieldStyles.hint}>
        {value.length
          ? t('markets.chosen', {
              count: value.length,
              names: value.map((c) => countryName(c, language)).join(', '),
            })
          : t('markets.noneChosen')}
      </p>
      <TextField
        label={t('markets.filterCountries')}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <ul className={styles.countryList}>
        {shown.map(({ code, name }) => {
          const other = elsewhere.get(code);
          return (
            <li key={code}>
              <label className={styles.country}>
                <input
                  type="checkbox"
                  checked={chosen.has(code)}
                  disabled={other !== undefined && !chosen.has(code)}
                  onChange={(event) => toggle(code, event.target.checked)}
                />
                {name}
                {other !== undefined && (
                  <span className={fieldStyles.hint}>
                    {' '}
                    — {t('markets.inMarket', { market: other })}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
});
