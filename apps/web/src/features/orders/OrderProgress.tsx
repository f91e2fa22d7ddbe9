import type { Order } from '@atelier/contract';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Timeline } from '../../shared/ui/Timeline.tsx';
import { useMoney } from '../cart/index.ts';
import { useOrder } from './api.ts';
import { carrierName, shopperEvent } from './progress.ts';
import styles from './orders.module.css';

/**
 * The order's shipments (each carrier's tracking link), what was refunded and its timeline. The
 * account's list of orders carries none of them: the order by its code is asked for then.
 */
export function OrderProgress({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney(order.currency);
  const full = useOrder(order.timeline ? null : order.orderCode);
  const shown = order.timeline ? order : full.data;
  if (!shown?.timeline) return null;
  const itemName = (id: number) => shown.orderItems.find((item) => item.id === id)?.name ?? '';
  const events = shown.timeline.filter((event) => event.type !== 'note');
  return (
    <div className={styles.panels}>
      <section className={styles.panel} aria-labelledby="order-shipments">
        <h3 id="order-shipments">{t('orders.shipments')}</h3>
        {shown.shipments?.length ? (
          <ul className={styles.shipments}>
            {shown.shipments.map((s) => (
              <li key={s.id}>
                <span>
                  {carrierName(t, s.carrier)} · {t('orders.trackingNumber')}{' '}
                  {s.trackingUrl ? (
                    <a href={s.trackingUrl} target="_blank" rel="noreferrer noopener">
                      {s.trackingNumber}
                    </a>
                  ) : (
                    s.trackingNumber
                  )}
                </span>
                <span className={styles.muted}>
                  {s.lines.map((l) => `${itemName(l.orderItemId)} × ${l.qty}`).join(', ')}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('orders.notShipped')}</p>
        )}
        {(shown.refunded ?? 0) > 0 && (
          <p className={styles.refunded}>
            {t('orders.refundedTotal', { amount: money(shown.refunded ?? 0) })}
          </p>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="order-timeline">
        <h3 id="order-timeline">{t('orders.timeline')}</h3>
        <Timeline
          events={events.map((event) => ({ text: shopperEvent(t, money, event), at: event.at }))}
        />
      </section>
    </div>
  );
}
