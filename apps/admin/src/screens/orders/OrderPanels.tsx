import {
  adminCreditNotePath,
  adminInvoicePath,
  ORDER_MAIL_KINDS,
  type AdminOrder,
  type OrderMailKind,
} from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { placeLines } from '@atelier/ui/address';
import { deliveryDays } from '@atelier/ui/days';
import { BCP47 } from '@atelier/ui/languages';
import { Link } from '@atelier/ui/router';
import { formatDateTime } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { adminPath } from '../../shared/paths.ts';
import { formatIn } from '../../shared/money.ts';
import { carrierName } from './timeline.ts';
import styles from './orders.module.css';

type Props = { order: AdminOrder };
/** The payments table's statuses (its check constraint). */
type PaymentStatus = 'requires_payment_method' | 'succeeded' | 'failed' | 'canceled';

/** The lines: what was bought, at what price, and how much of it has shipped. */
export function ItemsPanel({ order }: Props) {
  const { t, language } = useTranslation();
  const money = (minor: number) => formatIn(language, minor, order.currency);
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="order-items">
      <h2 id="order-items">{t('orders.items')}</h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('orders.product')}</th>
              <th scope="col">{t('orders.sku')}</th>
              <th scope="col" className={styles.end}>
                {t('orders.qty')}
              </th>
              <th scope="col" className={styles.end}>
                {t('orders.shippedQty')}
              </th>
              <th scope="col" className={styles.end}>
                {t('orders.price')}
              </th>
              <th scope="col" className={styles.end}>
                {t('orders.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <th scope="row" className={styles.product}>
                  {item.imageUrl ? <img src={item.imageUrl} alt="" width={40} height={40} /> : null}
                  <span>
                    {item.name}
                    <span className={styles.muted}>
                      {[item.brand, item.color, item.size].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </th>
                <td>
                  <code>{item.sku}</code>
                </td>
                <td className={styles.end}>{item.qty}</td>
                <td className={styles.end}>{item.fulfilledQty}</td>
                <td className={styles.end}>{money(item.priceCents)}</td>
                <td className={styles.end}>{money(item.priceCents * item.qty)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The totals in the order's currency: shipping by its method, and the tax per rate, "incl. VAT"
 * when the prices held it (added to them otherwise); then each payment and each refund.
 */
export function MoneyPanel({ order }: Props) {
  const { t, language } = useTranslation();
  const money = (minor: number) => formatIn(language, minor, order.currency);
  const percent = new Intl.NumberFormat(BCP47[language], {
    style: 'percent',
    maximumFractionDigits: 3,
  });
  // The code the shopper applied and what it took off, beside the subtotal it was taken from.
  const discount: [string, number][] =
    order.discountCode || order.discountCents
      ? [[t('orders.discount', { code: order.discountCode ?? '—' }), -order.discountCents]]
      : [];
  const method = order.shippingMethod;
  const shipping: [string, number][] = [
    [
      method
        ? `${t('orders.shipping')} (${t('orders.shippingMethod', { name: method.name, days: deliveryDays(method.days, language) })})`
        : t('orders.shipping'),
      order.shippingCents,
    ],
  ];
  const taxKey = order.taxIncluded ? 'orders.taxIncluded' : 'orders.taxAdded';
  const tax: [string, number][] = order.taxLines.length
    ? order.taxLines.map((line) => [
        t(taxKey, { rate: percent.format(line.rate), net: money(line.netCents) }),
        line.taxCents,
      ])
    : [[t('orders.tax'), order.taxCents]];
  const rows: [string, number][] = [
    [t('orders.subtotal'), order.subtotalCents],
    ...discount,
    ...shipping,
    ...tax,
    ...(order.chargesCents ? [[t('orders.charges'), order.chargesCents] as [string, number]] : []),
    [t('orders.total'), order.totalCents],
    [t('orders.paid'), order.paidCents],
    // What a change before shipping made the paid order owe: it ships once the customer pays it.
    ...(order.balanceDueCents
      ? [[t('orders.edit.owed'), order.balanceDueCents] as [string, number]]
      : []),
    [t('orders.refunded'), order.refundedCents],
  ];
  return (
    <section className={styles.panel} aria-labelledby="order-money">
      <h2 id="order-money">{t('orders.money')}</h2>
      <dl className={styles.facts}>
        {rows.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={styles.amount}>{money(cents)}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('orders.payments')}</h3>
      {order.payments.length ? (
        <ul className={styles.entries}>
          {order.payments.map((p) => (
            <li key={p.id}>
              {money(p.amountCents)} · {t(`orders.providers.${p.provider}`)} ·{' '}
              {t(`orders.paymentStatuses.${p.status as PaymentStatus}`)}
              <span className={styles.muted}>{formatDateTime(language, p.createdAt)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('orders.noPayments')}</p>
      )}
      {/* Issued in the transaction that paid it (card or cash collected). */}
      {order.paidCents > 0 && (
        <p>
          <a href={adminInvoicePath(order.code)} download>
            {t('orders.invoice')}
          </a>
        </p>
      )}
      <h3>{t('orders.refunds')}</h3>
      {order.refunds.length ? (
        <ul className={styles.entries}>
          {order.refunds.map((r, i) => (
            <li key={r.id}>
              {money(r.amountCents)} · {r.reason} ·{' '}
              {/* Each refund has its credit note, numbered in the order's as its refunds are. */}
              <a href={adminCreditNotePath(order.code, i + 1)} download>
                {t('orders.creditNote')}
              </a>
              <span className={styles.muted}>
                {formatDateTime(language, r.createdAt)} · {r.staffEmail ?? t('orders.actor.system')}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('orders.noRefunds')}</p>
      )}
    </section>
  );
}

/** Each shipment: carrier, tracking number (a link to the carrier's page), its lines. */
export function ShipmentsPanel({ order }: Props) {
  const { t, language } = useTranslation();
  const itemName = (id: number) => order.items.find((item) => item.id === id)?.name ?? `#${id}`;
  return (
    <section className={styles.panel} aria-labelledby="order-shipments">
      <h2 id="order-shipments">{t('orders.shipments')}</h2>
      {order.fulfilments.length ? (
        <ul className={styles.entries}>
          {order.fulfilments.map((f) => (
            <li key={f.id}>
              <span>
                {carrierName(t, f.carrier)} ·{' '}
                {f.trackingUrl ? (
                  <a href={f.trackingUrl} target="_blank" rel="noreferrer noopener">
                    {f.trackingNumber}
                  </a>
                ) : (
                  f.trackingNumber
                )}
              </span>
              <span>{f.lines.map((l) => `${itemName(l.orderItemId)} × ${l.qty}`).join(', ')}</span>
              <span className={styles.muted}>
                {formatDateTime(language, f.createdAt)} · {f.staffEmail ?? '—'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('orders.noShipments')}</p>
      )}
    </section>
  );
}

/** Who ordered and where it goes. */
export function CustomerPanel({ order }: Props) {
  const { t, language } = useTranslation();
  const a = order.address;
  return (
    <section className={styles.panel} aria-labelledby="order-customer">
      <h2 id="order-customer">{t('orders.customer')}</h2>
      <p>
        {order.customerId === null ? (
          <>
            {a.name || a.email} <span className={styles.muted}>({t('orders.guest')})</span>
          </>
        ) : (
          <Link to={adminPath(`/customers/${order.customerId}`)}>{a.name || a.email}</Link>
        )}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.email')}</dt>
          <dd>{a.email}</dd>
        </div>
        <div>
          <dt>{t('orders.phone')}</dt>
          <dd>{a.phone || '—'}</dd>
        </div>
        <div>
          <dt>{t('orders.shipTo')}</dt>
          <dd className={styles.address}>
            {[a.name, ...placeLines(a, language)].filter((line) => line.trim()).join('\n')}
          </dd>
        </div>
        <div>
          <dt>{t('orders.language')}</dt>
          <dd>{t(`orders.languages.${order.lang}`)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The order's mails, each opened as the shopper (or staff) gets it. */
export function MailsPanel({ onOpen }: { onOpen: (kind: OrderMailKind) => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="order-mails">
      <h2 id="order-mails">{t('orders.mailsTitle')}</h2>
      <p className={styles.muted}>{t('orders.mailsText')}</p>
      <ul className={styles.mailList}>
        {ORDER_MAIL_KINDS.map((kind) => (
          <li key={kind}>
            <Button variant="ghost" onClick={() => onOpen(kind)}>
              {t(`orders.mails.${kind}`)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
