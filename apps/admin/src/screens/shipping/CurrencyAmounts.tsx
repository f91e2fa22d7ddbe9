import { fieldStyles, TextField } from '@atelier/ui/field';
import type { Amounts } from './form.ts';
import styles from './shipping.module.css';

interface Props {
  legend: string;
  currencies: readonly string[];
  value: Amounts;
  onChange: (value: Amounts) => void;
  /** A field's message by currency. */
  problem: (currency: string) => string | undefined;
  hint?: string;
  /** Each field labelled by its currency alone, where the legend is too long to repeat. */
  currencyLabels?: boolean;
}

/** One amount per currency the shop sells in, each in the currency's own unit; empty: none. */
export function CurrencyAmounts({
  legend,
  currencies,
  value,
  onChange,
  problem,
  hint,
  currencyLabels,
}: Props) {
  return (
    <fieldset className={styles.amounts}>
      <legend>{legend}</legend>
      {hint && <p className={fieldStyles.hint}>{hint}</p>}
      <div className={styles.currencies}>
        {currencies.map((currency) => (
          <TextField
            key={currency}
            label={currencyLabels ? currency : `${legend} · ${currency}`}
            inputMode="decimal"
            value={value[currency] ?? ''}
            error={problem(currency)}
            onChange={(event) => onChange({ ...value, [currency]: event.target.value })}
          />
        ))}
      </div>
    </fieldset>
  );
}
