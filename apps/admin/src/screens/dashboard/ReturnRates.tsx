import type { ReturnRates as Rates } from '@atelier/contract';
import { BCP47 } from '@atelier/ui/languages';
import { Link } from '@atelier/ui/router';
import { useTranslation } from '../../shared/i18n.ts';
import { adminPath } from '../../shared/paths.ts';
import styles from './dashboard.module.css';

/**
 * What comes back of what sold in the period, by product, size and reason: a product or a size
 * that comes back "too small" more than the others shows before the next order of stock.
 */
export function ReturnRates({ rates }: { rates: Rates | undefined }) {
  const { t, language } = useTranslation();
  const percent = (part: number, whole: number) =>
    new Intl.NumberFormat(BCP47[language], { style: 'percent', maximumFractionDigits: 1 }).format(
      whole ? part / whole : 0,
    );
  const rate = (returned: number, sold: number) => (
    <span className={styles.rate}>
      <span className={styles.muted}>
        {t('dashboard.returnedOf', { rate: percent(returned, sold), returned, count: sold })}
      </span>
      <span className={styles.bar} aria-hidden="true">
        <span style={{ width: `${sold ? (100 * returned) / sold : 0}%` }} />
      </span>
    </span>
  );
  const empty = rates && rates.returned === 0;
  return (
    <section className={styles.panel} aria-labelledby="return-rates" aria-busy={!rates}>
      <h2 id="return-rates">{t('dashboard.returns')}</h2>
      <p className={styles.muted}>
        {rates
          ? t('dashboard.returnsText', {
              rate: percent(rates.returned, rates.sold),
              returned: rates.returned,
              count: rates.sold,
            })
          : t('list.loading')}
      </p>
      {empty && <p className={styles.muted}>{t('dashboard.noReturns')}</p>}
      {rates && !empty && (
        <div className={styles.rateLists}>
          <div>
            <h3>{t('dashboard.byProduct')}</h3>
            <ol className={styles.rows}>
              {rates.byProduct.map((p) => (
                <li key={p.productId}>
                  <Link to={adminPath(`/products/${p.productId}`)}>{p.name}</Link>
                  {rate(p.returned, p.sold)}
                  <span className={styles.muted}>
                    {t('dashboard.mostly', { reason: t(`returns.reasons.${p.topReason}`) })}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h3>{t('dashboard.bySize')}</h3>
            <ul className={styles.rows}>
              {rates.bySize.map((s) => (
                <li key={s.size}>
                  <span>{s.size}</span>
                  {rate(s.returned, s.sold)}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{t('dashboard.byReason')}</h3>
            <ul className={styles.rows}>
              {rates.byReason.map((r) => (
                <li key={r.reason}>
                  <span>{t(`returns.reasons.${r.reason}`)}</span>
                  {rate(r.returned, rates.sold)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
