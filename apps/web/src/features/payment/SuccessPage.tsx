import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link, Navigate, useSearchParams } from '@atelier/ui/router';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { ButtonLink } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { ApiError } from '../../shared/api/client.ts';
import { useMoney } from '../cart/index.ts';
import { useOrder } from '../orders/index.ts';
import { OrderBrief } from './OrderBrief.tsx';
import styles from './payment.module.css';

/**
 * SPEC §2 "/success", with the order's own code where SPEC had a fixed tracking number (DECISIONS),
 * named as what it is: the order number. The server is asked first: it checks an unpaid card order
 * with the provider, so a lost webhook loses nothing. A paid order says 'Payment Successful!'; a cash order says it is placed, with its summary; an
 * order this account does not have claims nothing.
 */
export function SuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('order');
  const order = useOrder(code, { poll: true });
  const money = useMoney(order.data?.currency);
  const status = order.data?.status;
  const missing = !code || (order.error instanceof ApiError && order.error.status === 404);
  const placed = status === 'PLACED';
  const title = missing
    ? t('payment.notFoundTitle')
    : placed
      ? t('payment.placedTitle')
      : t('pages.success');
  useDocumentTitle(title);

  // Stripe's redirect back names its own verdict; a declined or expired order is no success.
  if (
    params.get('redirect_status') === 'failed' ||
    status === 'PAYMENT_FAILED' ||
    status === 'CANCELLED'
  ) {
    return <Navigate to={`/failure?${params}`} replace />;
  }
  if (!missing && !order.isError && (!status || status === 'PENDING_PAYMENT')) {
    return (
      <div className={`container ${styles.result}`}>
        <Spinner label={t('payment.confirming')} />
        <p aria-hidden="true">{t('payment.confirming')}</p>
      </div>
    );
  }
  if (missing || !order.data) {
    return (
      <div className={`container ${styles.result}`}>
        <h1 className={styles.resultTitle}>{title}</h1>
        <p className={styles.lead} role={missing ? undefined : 'alert'}>
          {missing ? t('payment.notFoundText', { code: code ?? '' }) : t('payment.orderFailed')}
        </p>
        <ButtonLink to="/" size="lg">
          {t('payment.continueShopping')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className={`container ${styles.result}`}>
      <span className={`${styles.mark} ${styles.ok}`} aria-hidden="true">
        ✓
      </span>
      <h1 className={styles.resultTitle}>{title}</h1>
      <p className={styles.lead}>{placed ? t('payment.placedText') : t('payment.thanks')}</p>
      <p>
        {t('payment.orderNumber')}{' '}
        <strong className={styles.tracking}>{order.data.orderCode}</strong>
      </p>
      {/* A guest's order: its link (mailed too) is their way back to it. */}
      {order.data.link && (
        <p className={styles.muted}>
          {t('payment.guestLink')} <Link to={order.data.link}>{t('payment.viewOrder')}</Link>
        </p>
      )}
      {placed && (
        <>
          {/* Nothing is due when credit or a code paid it all. */}
          {order.data.total > 0 && (
            <p className={styles.muted}>
              {t('payment.cashDue', { amount: money(order.data.total) })}
            </p>
          )}
          <div className={styles.placedSummary}>
            <OrderBrief order={order.data} withCode={false} />
          </div>
        </>
      )}
      <ButtonLink to="/" size="lg">
        {t('payment.continueShopping')}
      </ButtonLink>
    </div>
  );
}
