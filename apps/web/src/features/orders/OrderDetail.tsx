import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import {
  creditNotePath,
  invoicePath,
  withOrderKey,
  type Language,
  type Order,
  type OrderItem,
} from '@atelier/contract';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { BCP47 } from '@atelier/ui/languages';
import { Button } from '@atelier/ui/button';
import { Totals } from '../cart/frame.ts';
import { useMoney } from '../cart/index.ts';
import { totalsRows } from '../cart/totalsRows.ts';
import { linkKey } from './api.ts';
import { BalanceDue } from './BalanceDue.tsx';
import { OrderProgress } from './OrderProgress.tsx';
import { OrderReturns } from '../returns/MyReturns.tsx';
import { canSwap } from './swap.ts';
import { SwapDialog } from './SwapDialog.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { PendingActions } from '../payment/PendingActions.tsx';
import { regionName } from '@atelier/contract/regions';
import { countryName } from '../account/addresses/place.ts';
import styles from './orders.module.css';

/** The day an order was placed, the language's way. */
export const orderDate = (iso: string, lang: Language) =>
  new Date(iso).toLocaleDateString(BCP47[lang], { dateStyle: 'medium' });

/**
 * SPEC §2 "Order detail": code and status, shipping details, the summary, the items, and back
 * (none for a guest, who has no list to go back to).
 */
export function OrderDetail({ order, onBack }: { order: Order; onBack?: () => void }) {
  const { t } = useTranslation();
  const money = useMoney(order.currency);
  const lang = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const swappable = canSwap(order);
  const [swapping, setSwapping] = useState<OrderItem>();
  const address = [order.flatNo, order.addrssLine1, order.addrsesLine2].filter(Boolean).join(', ');
  const shipping: [string, string][] = [
    [t('orders.name'), order.name],
    [t('orders.address'), address],
    [t('address.city'), order.city],
    ...(order.region
      ? [[t('address.region'), regionName(order.country, order.region, lang)] as [string, string]]
      : []),
    [t('orders.zipCode'), order.zipocode],
    [t('orders.phone'), order.phone],
    [t('orders.email'), order.email],
    [t('orders.country'), countryName(order.country, lang)],
  ];
  return (
    <article className={styles.detail}>
      {onBack && (
        <Button variant="ghost" className={styles.back} onClick={onBack}>
          ← {t('orders.back')}
        </Button>
      )}
      <header className={styles.detailHead}>
        <h2 ref={heading} tabIndex={-1}>
          {t('orders.orderTitle', { code: order.orderCode })}
        </h2>
        <StatusBadge status={order.status} />
        <p className={styles.muted}>
          {t('orders.placedOn', { date: orderDate(order.createdAt, lang) })}
        </p>
        <PendingActions order={order} />
        <BalanceDue order={order} />
      </header>
      <div className={styles.panels}>
        {/* A plan bought by card ships nothing. */}
        {order.kind !== 'subscription' && (
          <section className={styles.panel} aria-labelledby="order-shipping">
            <h3 id="order-shipping">{t('orders.shippingDetails')}</h3>
            <dl className={styles.facts}>
              {shipping.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value || '—'}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <section className={styles.panel} aria-labelledby="order-summary">
          <h3 id="order-summary">{t('orders.summary')}</h3>
          <Totals
            rows={[
              { label: t('orders.transactionId'), value: order.tnxNumber ?? '—' },
              ...totalsRows(t, money, order.totals, {
                code: order.discountCode,
                totalLabel: t('orders.total'),
                shipping: order.kind !== 'subscription',
              }),
            ]}
          />
          <OrderDocuments order={order} />
        </section>
      </div>
      <OrderProgress order={order} />
      <OrderReturns order={order} />
      <section aria-labelledby="order-items">
        <h3 id="order-items" className={styles.itemsTitle}>
          {t('orders.items')}
        </h3>
        <table className={`${styles.table} ${styles.items}`}>
          <thead>
            <tr>
              <th scope="col">{t('orders.product')}</th>
              <th scope="col">{t('orders.brand')}</th>
              <th scope="col">{t('orders.color')}</th>
              <th scope="col">{t('orders.size')}</th>
              <th scope="col">{t('orders.qty')}</th>
              <th scope="col">{t('orders.price')}</th>
              <th scope="col">{t('orders.subtotal')}</th>
              <th scope="col">{t('orders.status')}</th>
              {swappable && (
                <th scope="col">
                  <span className="visually-hidden">{t('orders.swap.open')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {order.orderItems.map((item) => (
              <tr key={item.id} className={styles.row}>
                <td className={styles.itemName}>
                  <img src={item.imageUrl} alt="" width={56} height={56} loading="lazy" />
                  <span>{item.name}</span>
                </td>
                <td data-label={t('orders.brand')}>{item.brand || '—'}</td>
                <td data-label={t('orders.color')}>{item.color || '—'}</td>
                <td data-label={t('orders.size')}>{item.size || '—'}</td>
                <td data-label={t('orders.qty')}>{item.qty}</td>
                <td data-label={t('orders.price')} className={styles.money}>
                  {money(item.sellingPrice)}
                </td>
                <td data-label={t('orders.subtotal')} className={styles.money}>
                  {money(item.subTotal)}
                </td>
                <td data-label={t('orders.status')}>
                  <StatusBadge status={item.status} />
                </td>
                {swappable && (
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={t('orders.swap.openFor', { name: item.name })}
                      onClick={() => setSwapping(item)}
                    >
                      {t('orders.swap.open')}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {swapping && (
        <SwapDialog order={order} item={swapping} onClose={() => setSwapping(undefined)} />
      )}
    </article>
  );
}

/** The order's invoice (once paid) and a credit note per refund, as PDFs (issue 29 item 7). */
function OrderDocuments({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { invoice = false, creditNotes = 0 } = order.documents ?? {};
  if (!invoice && !creditNotes) return null;
  // A guest's documents open by the order link's key, as the order does.
  const key = linkKey(order);
  return (
    <nav aria-label={t('orders.documents')}>
      <ul className={styles.documents}>
        {invoice && (
          <li>
            <a href={withOrderKey(invoicePath(order.orderCode), key)} download>
              {t('orders.downloadInvoice')}
            </a>
          </li>
        )}
        {Array.from({ length: creditNotes }, (_, i) => (
          <li key={i}>
            <a href={withOrderKey(creditNotePath(order.orderCode, i + 1), key)} download>
              {t('orders.downloadCreditNote', { n: i + 1 })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
