import type { CartQuote } from '@atelier/contract';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useMoney } from '../cart/index.ts';
import { deliveryDays } from '@atelier/ui/days';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import styles from './checkout.module.css';

/**
 * The ways the quoted address can be delivered to, each with its price in the address's currency,
 * its estimate, and how much more the items need for it to be free.
 */
export function DeliveryMethods({
  quote,
  onChoose,
}: {
  quote: CartQuote;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(quote.currency);
  const language = useLanguage();
  // No delivery there: the page says so by the Place Order button, which waits.
  if (quote.shippingMethods.length === 0) return null;
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t('checkout.deliveryMethod')}</legend>
      {quote.shippingMethods.map((method) => (
        <label key={method.id} className={styles.choice}>
          <input
            type="radio"
            name="shippingMethod"
            value={method.id}
            checked={quote.shippingMethod === method.id}
            onChange={() => onChoose(method.id)}
          />
          <span className={`${styles.choiceBody} ${styles.methodBody}`}>
            <span className={styles.choiceTitle}>
              <span>{method.name}</span>
              <span className={styles.methodPrice}>
                {method.price > 0 ? money(method.price) : t('checkout.free')}
              </span>
            </span>
            <span className={styles.choiceText}>{deliveryDays(method.days, language)}</span>
            {method.moreForFree > 0 && (
              <span className={styles.choiceText}>
                {t('checkout.moreForFree', { amount: money(method.moreForFree) })}
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
