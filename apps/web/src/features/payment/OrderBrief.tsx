import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { Order } from '@atelier/contract';
import { Totals } from '../cart/frame.ts';
import { useMoney } from '../cart/index.ts';
import { totalsRows } from '../cart/totalsRows.ts';
import { addressLines } from '../account/addresses/place.ts';
import styles from './payment.module.css';

/**
 * The delivery address card (not for a plan) and the figures the server computed for the order;
 * its code too, unless the page already shows it (the success page's order number).
 */
export function OrderBrief({ order, withCode = true }: { order: Order; withCode?: boolean }) {
  const { t, language } = useTranslation();
  const money = useMoney(order.currency);
  // A plan has nothing to deliver: no address, and no shipping line.
  const plan = order.kind === 'subscription';
  const lines = [...addressLines(order, language), order.phone, order.email].filter(Boolean);
  return (
    <>
      {!plan && (
        <div className={styles.addressCard}>
          <h3>{t('payment.deliveryAddress')}</h3>
          <address>
            <strong>{order.name}</strong>
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </div>
      )}
      <div className={styles.brief}>
        {withCode && (
          <p className={styles.code}>{t('payment.orderCode', { code: order.orderCode })}</p>
        )}
        <ul className={styles.items}>
          {order.orderItems.map((item) => (
            <li key={item.id}>
              <span>
                {item.name} <span className={styles.muted}>× {item.qty}</span>
              </span>
              <span>{money(item.subTotal)}</span>
            </li>
          ))}
        </ul>
        <Totals
          rows={totalsRows(t, money, order.totals, {
            code: order.discountCode,
            totalLabel: t('orders.total'),
            shipping: !plan,
          })}
        />
      </div>
    </>
  );
}
