import { useTranslation } from '../i18n.ts';
import { dismissToast, useToasts } from './toast.ts';
import styles from './feedback.module.css';

/** Where toasts appear: one live region, present from the start so each new one is announced. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <div className={styles.toasts} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
          <span>{toast.text}</span>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('common.dismiss')}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
