import { useId } from 'react';
import { fieldStyles } from '@atelier/ui/field';
import { useTranslation } from '../../shared/i18n.ts';
import type { OrderItem } from './api.ts';
import styles from './orders.module.css';

interface Props {
  legend: string;
  items: OrderItem[];
  /** The most units of a line that may be chosen. */
  max: (item: OrderItem) => number;
  values: Record<number, string>;
  onChange: (id: number, value: string) => void;
  error?: string;
}

/** A quantity for each line of the order (0 leaves it out), with the line's name as its label. */
export function LineQuantities({ legend, items, max, values, onChange, error }: Props) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset className={styles.lines} aria-describedby={error ? errorId : undefined}>
      <legend className={fieldStyles.label}>{legend}</legend>
      {items.map((item) => (
        <label key={item.id} className={styles.lineRow}>
          <span>
            {item.name}
            <span className={styles.muted}>
              {' '}
              {[item.color, item.size].filter(Boolean).join(' · ')} · {item.sku}
            </span>
          </span>
          <span className={styles.qty}>
            <input
              className={fieldStyles.control}
              type="number"
              inputMode="numeric"
              min={0}
              max={max(item)}
              value={values[item.id] ?? '0'}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(item.id, event.target.value)}
            />
            <span className={styles.muted}>{t('orders.ofUnits', { count: max(item) })}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
