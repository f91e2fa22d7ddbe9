import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { RETURN_WINDOW_DAYS, type CreditInfo } from '@atelier/contract';
import { useLanguage } from '../../../shared/i18n/hooks.ts';
import { BCP47 } from '@atelier/ui/languages';
import { formatPrice } from '../../catalog/price.ts';
import { BASE_CURRENCY } from '@atelier/contract/price-rule';
import accountStyles from '../account.module.css';
import styles from './referral.module.css';

const STATUS_LABEL = {
  pending: 'referral.pending',
  held: 'referral.held',
  credited: 'referral.credited',
} as const;

export function EarningsHistory({ entries }: { entries: CreditInfo['creditHistoryDto'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(BCP47[language], { dateStyle: 'medium' });
  return (
    // The table's scrolling box, not this section, is the region the heading names (one per name).
    <section className={styles.history}>
      <h3 id="earnings-title" className={accountStyles.subsectionTitle}>
        {t('referral.history')}
      </h3>
      {entries.length === 0 ? (
        <p className={accountStyles.muted}>{t('referral.noEarnings')}</p>
      ) : (
        // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-labelledby="earnings-title"
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('referral.status')}</th>
                <th scope="col">{t('referral.amount')}</th>
                <th scope="col">{t('referral.friend')}</th>
                <th scope="col">{t('referral.date')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={`${entry.refferedBy}-${entry.dateTime}`}>
                  <td>
                    <span className={styles[entry.status]}>{t(STATUS_LABEL[entry.status])}</span>
                  </td>
                  <td>{formatPrice(entry.amount, language, BASE_CURRENCY)}</td>
                  <td>{entry.refferedBy}</td>
                  <td>{date.format(new Date(entry.dateTime))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {entries.some((entry) => entry.status === 'held') && (
        <p className={accountStyles.muted}>
          {t('referral.heldNote', { days: RETURN_WINDOW_DAYS })}
        </p>
      )}
    </section>
  );
}
