import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { PaymentMethod } from '@atelier/contract';
import styles from './checkout.module.css';

/**
 * SPEC §4: bank (card, paid on the next step) or cash on delivery; which are offered and which is
 * chosen first are the merchant's settings (useShop's `payments`).
 */
export function PaymentChoice({
  value,
  onChange,
  methods,
}: {
  value: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
  methods: readonly PaymentMethod[];
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t('checkout.paymentMethod')}</legend>
      {methods.map((method) => (
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
