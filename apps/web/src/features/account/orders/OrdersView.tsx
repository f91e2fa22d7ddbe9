import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { OrdersView as Orders } from '../../orders/index.ts';
import styles from '../account.module.css';

/** The orders, returns and cancellations tabs (SPEC §2): the order list, then one order. */
export function OrdersView() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className={styles.sectionTitle}>
        {t('labels.orders')}
      </h2>
      <Orders />
    </section>
  );
}
