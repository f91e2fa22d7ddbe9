import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { formatPrice } from './price.ts';
import styles from './Price.module.css';

/**
 * The selling price, with the original struck through beside it only when there is a discount, in
 * `currency` (the answer's).
 */
export function Price({
  price,
  originalPrice,
  currency,
  size = 'md',
}: {
  price: number;
  originalPrice: number;
  currency: string;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const discounted = price < originalPrice;
  return (
    <p className={`${styles.price} ${styles[size]}`}>
      <span className="visually-hidden">{t('product.price')}</span>
      <span className={discounted ? styles.sale : undefined}>
        {formatPrice(price, language, currency)}
      </span>
      {discounted && (
        <>
          <span className="visually-hidden">{t('product.originalPrice')}</span>
          <s className={styles.original}>{formatPrice(originalPrice, language, currency)}</s>
        </>
      )}
    </p>
  );
}
