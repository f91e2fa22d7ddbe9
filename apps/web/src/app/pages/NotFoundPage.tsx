import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { ButtonLink } from '@atelier/ui/button';
import styles from './pages.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className={`container ${styles.centered}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.lead}>{t('notFound.text')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/" size="lg">
          {t('notFound.goHome')}
        </ButtonLink>
      </div>
    </div>
  );
}
