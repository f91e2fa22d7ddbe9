import { useTranslation } from 'react-i18next';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import styles from './pages.module.css';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading}>
      <Spinner label={t('a11y.loading')} />
    </div>
  );
}
