import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useLocation } from '@atelier/ui/router';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { ButtonLink } from '@atelier/ui/button';
import { SERVER_MESSAGES } from './card.ts';
import styles from './payment.module.css';

/** SPEC §2 "/failure"; Try Again goes back to checkout (DECISIONS), where the cart is again. */
export function FailurePage() {
  const { t } = useTranslation();
  const title = t('pages.failure');
  useDocumentTitle(title);
  const reason = (useLocation().state as { reason?: string } | null)?.reason;
  const known = reason && SERVER_MESSAGES[reason];
  return (
    <div className={`container ${styles.result}`}>
      <span className={`${styles.mark} ${styles.bad}`} aria-hidden="true">
        !
      </span>
      <h1 className={styles.resultTitle}>{title}</h1>
      <p className={styles.lead}>{t('payment.failureText')}</p>
      {reason && <p className={styles.muted}>{known ? t(`payment.errors.${known}`) : reason}</p>}
      <ButtonLink to="/cart/checkout" size="lg">
        {t('payment.tryAgain')}
      </ButtonLink>
    </div>
  );
}
