import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Spinner } from '@atelier/ui/spinner';
import styles from './pages.module.css';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading}>
      <Spinner label={t('a11y.loading')} />
    </div>
  );
}
