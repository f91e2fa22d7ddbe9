import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ButtonLink } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { useMoney } from '../cart/index.ts';
import { useOrders } from './api.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './orders.module.css';

/** SPEC §2 "Orders tab": the list, then one order's detail, then back to the list. */
export function OrdersView() {
  const { t } = useTranslation();
  const money = useMoney();
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
  const order = orders.data.find((o) => o.orderCode === open);
  if (order) {
    const back = () => {
      setReturnTo(order.orderCode);
      setOpen(null);
    };
    return <OrderDetail order={order} onBack={back} />;
  }
  if (orders.data.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('orders.empty')}</p>
        <ButtonLink to="/">{t('orders.startShopping')}</ButtonLink>
      </div>
    );
  }
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('labels.orders')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orders.orderCode')}</th>
          <th scope="col">{t('orders.name')}</th>
          <th scope="col">{t('orders.email')}</th>
          <th scope="col">{t('orders.phone')}</th>
          <th scope="col">{t('orders.totalAmount')}</th>
          <th scope="col">{t('orders.status')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.data.map((o) => (
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
            <td data-label={t('orders.name')}>{o.name}</td>
            <td data-label={t('orders.email')} className={styles.email}>
              {o.email}
            </td>
            <td data-label={t('orders.phone')} className={styles.nowrap}>
              {o.phone}
            </td>
            <td data-label={t('orders.totalAmount')} className={styles.money}>
              {money(o.total)}
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
