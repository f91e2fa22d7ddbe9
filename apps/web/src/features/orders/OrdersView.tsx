import { useState } from 'react';
import type { Order } from '@atelier/contract';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ButtonLink } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { formatPrice } from '../catalog/price.ts';
import { useOrders } from './api.ts';
import { OrderDetail, orderDate } from './OrderDetail.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './orders.module.css';

/** Which orders a tab lists: all, or the cancelled (My Returns lists returns, not orders). */
export type OrdersFilter = 'orders' | 'cancellations';

const SHOWN: Record<OrdersFilter, (o: Order) => boolean> = {
  orders: () => true,
  cancellations: (o) => o.status === 'CANCELLED',
};

const EMPTY = {
  orders: 'orders.empty',
  cancellations: 'orders.noCancellations',
} as const;

/**
 * SPEC §2 "Orders tab": the list, then one order's detail, then back to the list. Each row says
 * when the order was placed; the name and contact, the same on every row, are in the detail.
 */
export function OrdersView({ filter = 'orders' }: { filter?: OrdersFilter }) {
  const { t, language } = useTranslation();
  const orders = useOrders();
  const [open, setOpen] = useState<string | null>(null);
  // After "back", focus returns to the row the shopper came from.
  const [returnTo, setReturnTo] = useState<string | null>(null);

  if (orders.isPending) {
    return (
      <div className={styles.status}>
        <Spinner label={t('orders.loading')} />
        <span aria-hidden="true">{t('orders.loading')}</span>
      </div>
    );
  }
  if (orders.isError) {
    return (
      <p className={`${styles.status} ${styles.failed}`} role="alert">
        {t('orders.failed')}
      </p>
    );
  }
  const shown = orders.data.filter(SHOWN[filter]);
  const order = shown.find((o) => o.orderCode === open);
  if (order) {
    const back = () => {
      setReturnTo(order.orderCode);
      setOpen(null);
    };
    return <OrderDetail order={order} onBack={back} />;
  }
  if (shown.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t(EMPTY[filter])}</p>
        {filter === 'orders' && <ButtonLink to="/">{t('orders.startShopping')}</ButtonLink>}
      </div>
    );
  }
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t(`labels.${filter}`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orders.orderCode')}</th>
          <th scope="col">{t('orders.date')}</th>
          <th scope="col">{t('orders.totalAmount')}</th>
          <th scope="col">{t('orders.status')}</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((o) => (
          // The whole row opens the order for a pointer; its code is the button for keyboards.
          <tr key={o.id} className={styles.row} onClick={() => setOpen(o.orderCode)}>
            <td data-label={t('orders.orderCode')}>
              <button
                type="button"
                className={styles.code}
                aria-label={t('orders.view', { code: o.orderCode })}
                autoFocus={o.orderCode === returnTo}
                onClick={(event) => {
                  event.stopPropagation();
                  setOpen(o.orderCode);
                }}
              >
                {o.orderCode}
              </button>
            </td>
            <td data-label={t('orders.date')} className={styles.nowrap}>
              <time dateTime={o.createdAt}>{orderDate(o.createdAt, language)}</time>
            </td>
            <td data-label={t('orders.totalAmount')} className={styles.money}>
              {formatPrice(o.total, language, o.currency)}
            </td>
            <td data-label={t('orders.status')}>
              <StatusBadge status={o.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
