import { Button } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { useRouteError } from '@atelier/ui/error-boundary';
import { ErrorNotice } from '../shared/feedback/ErrorNotice.tsx';
import { useTranslation } from '../shared/i18n.ts';
import styles from './Shell.module.css';

/** While a screen's code loads. */
export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.centered}>
      <Spinner label={t('list.loading')} />
    </div>
  );
}

/** A screen that failed to draw (its code did not load, or it threw). */
export function ScreenError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <div className={styles.centered}>
      <ErrorNotice error={error} />
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </div>
  );
}
