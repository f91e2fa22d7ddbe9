import { useTranslation } from '../../shared/i18n/i18n.ts';
import styles from './Rating.module.css';

/** Five stars filled to the average, announced as one sentence; the count follows when given. */
export function Rating({ rating, count }: { rating: number; count?: number }) {
  const { t } = useTranslation();
  const label =
    count === undefined
      ? t('product.rated', { rating })
      : count === 0
        ? t('product.noReviews')
        : t('product.ratedWithCount', { rating, count });
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <span className={styles.stars} style={{ '--fill': `${(rating / 5) * 100}%` } as object}>
        ★★★★★
      </span>
      {count !== undefined && <span className={styles.count}>({count})</span>}
    </span>
  );
}
