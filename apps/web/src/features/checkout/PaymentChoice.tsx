import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { PaymentMethod } from '@atelier/contract';
import styles from './checkout.module.css';

const METHODS: PaymentMethod[] = ['bank', 'cash'];

/** SPEC §4: bank (card, paid on the next step) or cash on delivery, the default. */
export function PaymentChoice({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t('checkout.paymentMethod')}</legend>
      {METHODS.map((method) => (
        <label key={method} className={styles.choice}>
          <input
            type="radio"
            name="paymentMethod"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span className={styles.choiceBody}>
            <span className={styles.choiceTitle}>{t(`checkout.methods.${method}`)}</span>
            <span className={styles.choiceText}>{t(`checkout.methodHints.${method}`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
