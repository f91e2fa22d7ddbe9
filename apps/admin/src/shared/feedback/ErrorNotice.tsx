import { Button } from '@atelier/ui/button';
import { errorMessage } from '../api/errors.ts';
import { useTranslation } from '../i18n.ts';
import styles from './feedback.module.css';

/** A failed load, said in the staff member's language, with a way to try again. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.error}>
      <p>{errorMessage(t, error)}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      )}
    </div>
  );
}
