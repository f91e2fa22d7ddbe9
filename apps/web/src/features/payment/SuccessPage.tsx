import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Navigate, useSearchParams } from '@atelier/ui/router';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { ButtonLink } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { useMoney } from '../cart/index.ts';
import { useOrder } from '../orders/index.ts';
import styles from './payment.module.css';

/**
 * SPEC §2 "/success", with the order's own code as the tracking number (DECISIONS). The server is
 * asked first: it checks an unpaid card order with the provider, so a lost webhook loses nothing.
 */
export function SuccessPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const title = t('pages.success');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const code = params.get('order');
  const order = useOrder(code, { poll: true });
  const status = order.data?.status;

  // Stripe's redirect back names its own verdict; a declined or expired order is no success.
  if (
    params.get('redirect_status') === 'failed' ||
    status === 'PAYMENT_FAILED' ||
    status === 'CANCELLED'
  ) {
    return <Navigate to={`/failure?${params}`} replace />;
  }
  if (code && !order.isError && (!status || status === 'PENDING_PAYMENT')) {
    return (
      <div className={`container ${styles.result}`}>
        <Spinner label={t('payment.confirming')} />
        <p aria-hidden="true">{t('payment.confirming')}</p>
      </div>
    );
  }
  return (
    <div className={`container ${styles.result}`}>
      <span className={`${styles.mark} ${styles.ok}`} aria-hidden="true">
        ✓
      </span>
      <h1 className={styles.resultTitle}>{title}</h1>
      {order.data ? (
        <>
          <p className={styles.lead}>{t('payment.thanks')}</p>
          <p>
            {t('payment.trackingNumber')}{' '}
            <strong className={styles.tracking}>{order.data.orderCode}</strong>
          </p>
          {status === 'PLACED' && (
            <p className={styles.muted}>
              {t('payment.cashDue', { amount: money(order.data.total) })}
            </p>
          )}
        </>
      ) : (
        code && <p className={styles.muted}>{t('payment.orderFailed')}</p>
      )}
      <ButtonLink to="/" size="lg">
        {t('payment.continueShopping')}
      </ButtonLink>
    </div>
  );
}
