import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminReturn } from '@atelier/contract';
import { Button, ButtonLink } from '@atelier/ui/button';
import { LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { Link, useParams } from '@atelier/ui/router';
import { ScreenLoading } from '../../app/ScreenStates.tsx';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { formatIn } from '../../shared/money.ts';
import { adminPath } from '../../shared/paths.ts';
import { orderScreenPath } from '../orders/api.ts';
import { carrierName } from '../orders/timeline.ts';
import { allowedSteps, loadReturn, returnKey, type ReturnLine } from './api.ts';
import { DecisionDialog, ReceiveDialog, RefundDialog, TrackingDialog } from './ReturnDialogs.tsx';
import { describeReturnEvent } from './timeline.ts';
import { ReturnStatusBadge } from './status.tsx';
import styles from '../orders/orders.module.css';
import own from './returns.module.css';

type Open = 'approve' | 'reject' | 'track' | 'receive' | 'refund' | 'shipExchange' | null;

/** One return: its lines as the shopper sent them, the money, the order, the timeline; its steps. */
export default function ReturnScreen() {
  const { t, language } = useTranslation();
  const { code = '' } = useParams();
  const ret = useQuery({ queryKey: returnKey(code), queryFn: () => loadReturn(code) });
  const [open, setOpen] = useState<Open>(null);
  if (ret.isPending) return <ScreenLoading />;
  if (ret.isError) return <ErrorNotice error={ret.error} onRetry={() => void ret.refetch()} />;
  const data = ret.data;
  const may = allowedSteps(data);
  const close = () => setOpen(null);
  const step = (name: Exclude<Open, null>, label: string, variant?: 'secondary') => (
    <Button variant={variant} onClick={() => setOpen(name)}>
      {label}
    </Button>
  );
  return (
    <div className="stack">
      <ButtonLink variant="ghost" to={adminPath('/returns')} className={styles.back}>
        ← {t('returns.backToList')}
      </ButtonLink>
      <PageHeader
        title={t('returns.returnTitle', { code: data.code })}
        description={
          <span className={styles.summary}>
            <ReturnStatusBadge status={data.status} />
            <span>{t('returns.askedOn', { date: formatDateTime(language, data.createdAt) })}</span>
            <Link to={orderScreenPath(data.order.code)}>
              {t('returns.ofOrder', { code: data.order.code })}
            </Link>
          </span>
        }
        actions={
          <div className={styles.actions}>
            {may.decide && step('approve', t('returns.approve'))}
            {may.decide && step('reject', t('returns.reject'), 'secondary')}
            {may.receive && step('receive', t('returns.receive'))}
            {may.track && step('track', t('returns.addTracking'), 'secondary')}
            {may.refund && step('refund', t('returns.refund'))}
            {may.shipExchange && step('shipExchange', t('returns.shipExchange'))}
          </div>
        }
      />
      <div className={styles.grid}>
        <LinesPanel ret={data} />
        <MoneyPanel ret={data} />
        <ShopperPanel ret={data} />
        <TimelinePanel ret={data} />
      </div>
      {(open === 'approve' || open === 'reject') && (
        <DecisionDialog ret={data} decision={open} onClose={close} />
      )}
      {(open === 'track' || open === 'shipExchange') && (
        <TrackingDialog ret={data} step={open} onClose={close} />
      )}
      {open === 'receive' && <ReceiveDialog ret={data} onClose={close} />}
      {open === 'refund' && <RefundDialog ret={data} onClose={close} />}
    </div>
  );
}

type Props = { ret: AdminReturn };

/** Each line: what comes back and why (the comment and photo), its exchange and what arrived. */
function LinesPanel({ ret }: Props) {
  const { t, language } = useTranslation();
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="return-lines">
      <h2 id="return-lines">{t('returns.lines')}</h2>
      <ul className={own.lines}>
        {ret.lines.map((line) => (
          <li key={line.id} className={own.line}>
            {line.imageUrl ? <img src={line.imageUrl} alt="" width={64} height={64} /> : <span />}
            <div className={own.lineBody}>
              <p className={own.lineHead}>
                <span>
                  {line.name}
                  <span className={styles.muted}>
                    {[line.color, line.size].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span>
                  {t('returns.unitsBack', { count: line.qty })}
                  {line.refundCents > 0 && (
                    <span className={styles.muted}>
                      {formatIn(language, line.refundCents, ret.order.currency)}
                    </span>
                  )}
                </span>
              </p>
              <p>
                <strong>{t('returns.reason')}:</strong> {t(`returns.reasons.${line.reason}`)}
              </p>
              {line.comment && <blockquote className={own.comment}>{line.comment}</blockquote>}
              {line.photoUrl && (
                <a className={own.photo} href={line.photoUrl} target="_blank" rel="noreferrer">
                  <img src={line.photoUrl} alt={t('returns.photoOf', { name: line.name })} />
                </a>
              )}
              {line.exchange && <ExchangeNote line={line} />}
              <Received line={line} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExchangeNote({ line }: { line: ReturnLine }) {
  const { t } = useTranslation();
  const exchange = line.exchange!;
  return (
    <p>
      <strong>{t('returns.exchangeFor')}:</strong>{' '}
      {[exchange.color, exchange.size].filter(Boolean).join(' · ')} (<code>{exchange.sku}</code>) ·{' '}
      {t(`returns.exchangeStatus.${exchange.status}`)}
      {exchange.shipment && (
        <>
          {' · '}
          {carrierName(t, exchange.shipment.carrier)} {exchange.shipment.trackingNumber}
        </>
      )}
    </p>
  );
}

function Received({ line }: { line: ReturnLine }) {
  const { t } = useTranslation();
  const { restocked, damaged, notRestocked } = line.received;
  if (restocked + damaged + notRestocked === 0) return null;
  return (
    <ul className={own.tags} aria-label={t('returns.received')}>
      {restocked > 0 && <li>{t('returns.restocked', { count: restocked })}</li>}
      {damaged > 0 && <li>{t('returns.damaged', { count: damaged })}</li>}
      {notRestocked > 0 && <li>{t('returns.notRestocked', { count: notRestocked })}</li>}
    </ul>
  );
}

/** What the order was paid and refunded, what this return gives back now, and its refund. */
function MoneyPanel({ ret }: Props) {
  const { t, language } = useTranslation();
  const money = (minor: number) => formatIn(language, minor, ret.order.currency);
  const fact = (label: string, value: string) => (
    <div>
      <dt>{label}</dt>
      <dd className={styles.amount}>{value}</dd>
    </div>
  );
  return (
    <section className={styles.panel} aria-labelledby="return-money">
      <h2 id="return-money">{t('returns.money')}</h2>
      <dl className={styles.facts}>
        {fact(t('returns.orderPaid'), money(ret.order.paidCents))}
        {fact(t('returns.orderRefunded'), money(ret.order.refundedCents))}
        {ret.refund ? (
          <>
            {fact(
              t(ret.refund.to === 'credit' ? 'returns.refundedCredit' : 'returns.refundedOriginal'),
              money(ret.refund.amountCents),
            )}
            {ret.refund.bonusCents > 0 && fact(t('returns.bonus'), money(ret.refund.bonusCents))}
          </>
        ) : (
          ret.status === 'RECEIVED' && (
            <>
              {fact(t('returns.refundable'), money(ret.refundableCents))}
              {ret.shippingCents > 0 && fact(t('returns.shipping'), money(ret.shippingCents))}
            </>
          )
        )}
        {ret.exchangeDue &&
          fact(
            t(ret.exchangeDue.paid ? 'returns.exchangeDuePaid' : 'returns.exchangeDueOwed'),
            money(ret.exchangeDue.cents),
          )}
      </dl>
    </section>
  );
}

/** Who asked, in what language they read, what staff told them, and the parcel coming back. */
function ShopperPanel({ ret }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="return-shopper">
      <h2 id="return-shopper">{t('returns.shopper')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.customer')}</dt>
          <dd>
            {ret.order.name}
            <span className={styles.muted}>{ret.order.email}</span>
          </dd>
        </div>
        <div>
          <dt>{t('returns.reads')}</dt>
          <dd>{LANGUAGE_OPTIONS.find((l) => l.code === ret.order.lang)?.label}</dd>
        </div>
        {ret.message && (
          <div>
            <dt>{t('returns.message')}</dt>
            <dd>{ret.message}</dd>
          </div>
        )}
        {ret.tracking && (
          <div>
            <dt>{t('returns.tracking')}</dt>
            <dd>
              {carrierName(t, ret.tracking.carrier)}{' '}
              {ret.tracking.trackingUrl ? (
                <a href={ret.tracking.trackingUrl} target="_blank" rel="noreferrer">
                  {ret.tracking.trackingNumber}
                </a>
              ) : (
                ret.tracking.trackingNumber
              )}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function TimelinePanel({ ret }: Props) {
  const { t, language } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="return-timeline">
      <h2 id="return-timeline">{t('orders.timeline')}</h2>
      <ol className={styles.timeline}>
        {ret.timeline.map((event, i) => (
          <li key={i}>
            <p className={styles.eventWhat}>
              {describeReturnEvent(t, language, event, ret.order.currency)}
            </p>
            <p className={styles.muted}>
              <time dateTime={event.at}>{formatDateTime(language, event.at)}</time> ·{' '}
              {event.actor === 'staff'
                ? (event.staffEmail ?? t('orders.actor.staff'))
                : t(`orders.actor.${event.actor}`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
