import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { OrdersView as Orders, type OrdersFilter } from '../../orders/index.ts';
import { GuestOrders } from './GuestOrders.tsx';
import styles from '../account.module.css';

/**
 * The orders and cancellations tabs (SPEC §2): each its own orders, then one order; the orders
 * tab offers to take along those placed as a guest.
 */
export function OrdersView({ tab }: { tab: OrdersFilter }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className={styles.sectionTitle}>
        {t(`labels.${tab}`)}
      </h2>
      {tab === 'orders' && <GuestOrders />}
      <Orders key={tab} filter={tab} />
    </section>
  );
}
