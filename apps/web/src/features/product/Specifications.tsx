import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { ProductDetail } from '@atelier/contract';
import styles from './product.module.css';

/** The specification groups: a title, then its key/value rows. */
export function Specifications({ groups }: { groups: ProductDetail['specifications'] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="specifications">
      <h2 id="specifications" className={styles.blockTitle}>
        {t('product.specifications')}
      </h2>
      {groups.map((group) => (
        <div key={group.additionalInfo} className={styles.specGroup}>
          <h3 className={styles.specTitle}>{group.additionalInfo}</h3>
          <dl className={styles.specs}>
            {Object.entries(group.additionalSpecs).map(([key, value]) => (
              <div key={key}>
                <dt>{key}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
