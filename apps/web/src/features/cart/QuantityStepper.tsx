import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { MinusIcon, PlusIcon } from './icons.tsx';
import styles from './cart.module.css';

interface Props {
  name: string;
  qty: number;
  max: number;
  onChange: (qty: number) => void;
  errorId?: string;
}

/** − [n] +: the input may hold any text while typed; only whole numbers reach onChange. */
export function QuantityStepper({ name, qty, max, onChange, errorId }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        aria-label={t('cart.decrease', { name })}
        disabled={qty <= 1}
        onClick={() => onChange(qty - 1)}
      >
        <MinusIcon />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        aria-label={t('cart.quantityOf', { name })}
        aria-describedby={errorId}
        aria-invalid={errorId ? true : undefined}
        value={text ?? String(qty)}
        onChange={(event) => {
          setText(event.target.value);
          if (/^\d+$/.test(event.target.value)) onChange(Number(event.target.value));
        }}
        onBlur={() => setText(null)}
      />
      <button
        type="button"
        aria-label={t('cart.increase', { name })}
        onClick={() => onChange(qty + 1)}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
