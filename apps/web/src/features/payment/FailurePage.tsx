import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useLocation, useSearchParams } from '@atelier/ui/router';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { ButtonLink } from '@atelier/ui/button';
import { useOrder, useOrderKey } from '../orders/index.ts';
import { payPath } from './paths.ts';
import styles from './payment.module.css';

/**
 * SPEC §2 "/failure". A declined card leaves its order awaiting payment, so Try Again pays that
 * same order again; an order no longer payable sends the shopper back to checkout (DECISIONS).
 */
export function FailurePage() {
  const { t } = useTranslation();
  const title = t('pages.failure');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const order = useOrder(params.get('order'));
  // Set by the payment form, already in the shopper's language.
  const reason = (useLocation().state as { reason?: string } | null)?.reason;
  const key = useOrderKey();
  const pending = order.data?.status === 'PENDING_PAYMENT';
  return (
    <div className={`container ${styles.result}`}>
      <span className={`${styles.mark} ${styles.bad}`} aria-hidden="true">
        !
      </span>
      <h1 className={styles.resultTitle}>{title}</h1>
      <p className={styles.lead}>{t('payment.failureText')}</p>
      {reason && <p className={styles.muted}>{reason}</p>}
      <ButtonLink to={pending ? payPath(order.data!.orderCode, key) : '/cart/checkout'} size="lg">
        {t('payment.tryAgain')}
      </ButtonLink>
    </div>
  );
}
