import { useState } from 'react';
import { orderPagePath, type Return, type ReturnEvent, type ReturnStatus } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { Link } from '@atelier/ui/router';
import { useTranslation, type TFunction } from '../../shared/i18n/i18n.ts';
import { useMoney } from '../cart/index.ts';
import { shopperErrorText } from '../cart/messages.ts';
import { carrierName } from '../orders/progress.ts';
import { useCancelReturn } from './api.ts';
import { variantName } from './choices.ts';
import { dateAndTime } from '../../shared/i18n/dates.ts';
import { Badge, type Tone } from '../../shared/ui/Badge.tsx';
import { Timeline } from '../../shared/ui/Timeline.tsx';
import styles from './returns.module.css';

const TONE: Record<ReturnStatus, Tone> = {
  REQUESTED: 'waiting',
  APPROVED: 'ok',
  IN_TRANSIT: 'ok',
  RECEIVED: 'ok',
  CLOSED: 'done',
  REJECTED: 'bad',
  CANCELLED: 'bad',
};

/** Until the shop has it, a shopper may take the return back. */
const CANCELLABLE: ReturnStatus[] = ['REQUESTED', 'APPROVED', 'IN_TRANSIT'];

type Tracking = NonNullable<Return['tracking']>;

function TrackingLink({ tracking }: { tracking: Tracking }) {
  const { t } = useTranslation();
  return (
    <>
      {carrierName(t, tracking.carrier)} · {t('orders.trackingNumber')}{' '}
      {tracking.trackingUrl ? (
        <a href={tracking.trackingUrl} target="_blank" rel="noreferrer noopener">
          {tracking.trackingNumber}
        </a>
      ) : (
        tracking.trackingNumber
      )}
    </>
  );
}

/** A step of the return as its shopper reads it; a refund names what the return gave back. */
function eventText(t: TFunction, event: ReturnEvent, refunded: string | null) {
  if (event.type === 'refunded' && refunded)
    return t(
      event.data.to === 'credit' ? 'returns.events.refundedCredit' : 'returns.events.refunded',
      {
        amount: refunded,
      },
    );
  return t(`returns.events.${event.type}`);
}

/**
 * One return: its state, lines (each with its exchange's progress), tracking once on its way,
 * the slip while there is one to print, the refund, the timeline, and cancel until received.
 * `orderKey`: a guest's order link key, which the cancel carries.
 */
export function ReturnCard({
  ret,
  orderKey = null,
  showOrder = false,
}: {
  ret: Return;
  orderKey?: string | null;
  showOrder?: boolean;
}) {
  const { t, language } = useTranslation();
  const money = useMoney(ret.currency);
  const cancel = useCancelReturn(ret.code, orderKey);
  // The question takes the focus, and gives it back to its button when the return is kept.
  const [asking, setAsking] = useState<'no' | 'yes' | 'kept'>('no');
  const refunded = ret.refund ? money(ret.refund.amount) : null;
  const titleId = `return-${ret.code}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h3 id={titleId}>{t('returns.returnTitle', { code: ret.code })}</h3>
        <Badge tone={TONE[ret.status]}>{t(`returns.statuses.${ret.status}`)}</Badge>
      </header>
      <p className={styles.muted}>
        {t('returns.requestedOn', { date: dateAndTime(language, ret.createdAt) })}
        {showOrder && (
          <>
            {' · '}
            <Link to={orderPagePath(ret.orderCode)}>
              {t('orders.orderTitle', { code: ret.orderCode })}
            </Link>
          </>
        )}
      </p>
      {ret.message && (
        <p className={styles.message}>{t('returns.shopSays', { message: ret.message })}</p>
      )}
      <ul className={styles.cardLines}>
        {ret.lines.map((line) => (
          <li key={line.id}>
            <img src={line.imageUrl} alt="" width={48} height={48} loading="lazy" />
            <div>
              <p className={styles.itemName}>
                {t('returns.qtyOf', { qty: line.qty, name: line.name })}
              </p>
              <p className={styles.muted}>
                {[variantName(line), t(`returns.reasons.${line.reason}`)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className={styles.outcome}>
                {line.exchange
                  ? `${t('returns.exchangeFor', { variant: variantName(line.exchange) })} · ${t(
                      `returns.exchangeStatus.${line.exchange.status}`,
                    )}`
                  : t('returns.refund')}
              </p>
              {line.photoUrl && (
                <img
                  src={line.photoUrl}
                  alt={t('returns.photoAlt', { name: line.name })}
                  width={64}
                  height={64}
                  loading="lazy"
                />
              )}
              {line.exchange?.shipment && (
                <p className={styles.muted}>
                  <TrackingLink tracking={line.exchange.shipment} />
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {ret.tracking && ret.status === 'IN_TRANSIT' && (
        <p>
          {t('returns.onItsWay')} <TrackingLink tracking={ret.tracking} />
        </p>
      )}
      <p className={styles.refundLine}>
        {refunded
          ? t(ret.refund?.to === 'credit' ? 'returns.refundedCredit' : 'returns.refunded', {
              amount: refunded,
            })
          : ret.refundEstimate > 0 && ret.status !== 'CANCELLED' && ret.status !== 'REJECTED'
            ? t('returns.estimateIs', { amount: money(ret.refundEstimate) })
            : null}
      </p>
      {ret.toPay !== null ? (
        <p className={styles.refundLine}>
          {t('returns.toPay', { amount: money(ret.toPay) })}
          {showOrder && (
            <>
              {' '}
              <Link to={orderPagePath(ret.orderCode)}>{t('returns.payOnOrder')}</Link>
            </>
          )}
        </p>
      ) : (
        ret.exchangeCost > 0 &&
        (ret.status === 'REQUESTED' ||
          ret.status === 'APPROVED' ||
          ret.status === 'IN_TRANSIT') && (
          <p>{t('returns.exchangeCost', { amount: money(ret.exchangeCost) })}</p>
        )
      )}
      {ret.slipUrl && (
        <a className={styles.slip} href={ret.slipUrl} target="_blank" rel="noreferrer">
          {t('returns.slip')}
        </a>
      )}
      <section className={styles.timelineBox} aria-labelledby={`${titleId}-timeline`}>
        <h4 id={`${titleId}-timeline`}>{t('orders.timeline')}</h4>
        <Timeline
          events={ret.timeline.map((event) => ({
            text: eventText(t, event, refunded),
            at: event.at,
          }))}
        />
      </section>
      {CANCELLABLE.includes(ret.status) &&
        (asking === 'yes' ? (
          <div className={styles.confirm} role="group" aria-label={t('returns.cancelAsk')}>
            <p>{t('returns.cancelAsk')}</p>
            <Button
              variant="secondary"
              onClick={() => cancel.mutate(undefined, { onSuccess: () => setAsking('no') })}
              disabled={cancel.isPending}
              aria-busy={cancel.isPending || undefined}
            >
              {t('returns.cancelYes')}
            </Button>
            <Button
              variant="ghost"
              autoFocus
              onClick={() => setAsking('kept')}
              disabled={cancel.isPending}
            >
              {t('returns.cancelNo')}
            </Button>
          </div>
        ) : (
          <Button variant="ghost" autoFocus={asking === 'kept'} onClick={() => setAsking('yes')}>
            {t('returns.cancel')}
          </Button>
        ))}
      {cancel.error && (
        <p className={styles.error} role="alert">
          {shopperErrorText(t, cancel.error)}
        </p>
      )}
    </article>
  );
}
