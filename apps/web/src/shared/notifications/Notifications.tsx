import { useTranslation } from '../i18n/i18n.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { Link } from '@atelier/ui/router';
import { dismiss, useNotifications } from './store.ts';
import styles from './Notifications.module.css';

/** The bottom-left stack; a polite live region so screen readers announce each message once. */
export function Notifications() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  return (
    <section className={styles.region} aria-live="polite" aria-label={t('a11y.notifications')}>
      {notifications.map((n) => (
        <div key={n.id} className={`${styles.toast} ${styles[n.kind]}`}>
          <p className={styles.message}>
            {n.message}
            {n.action && (
              <>
                {' '}
                <Link to={n.action.to} className={styles.action} onClick={() => dismiss(n.id)}>
                  {n.action.label}
                </Link>
              </>
            )}
          </p>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismiss(n.id)}
            aria-label={t('a11y.dismiss')}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </section>
  );
}
