import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useRouteError } from '@atelier/ui/error-boundary';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { Button, buttonClassName } from '@atelier/ui/button';
import styles from './pages.module.css';

/** The error boundaries' fallback: shown instead of a screen that failed to render. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useDocumentTitle(t('errorPage.title'));
  useEffect(() => console.error('Unexpected Application Error!', error), [error]);
  return (
    <div className={`container ${styles.centered}`} role="alert">
      <h1 className={styles.title}>{t('errorPage.title')}</h1>
      <p className={styles.lead}>{t('errorPage.text')}</p>
      <div className={styles.actions}>
        <Button size="lg" onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </Button>
        {/* A full page load: the router that failed may be the one rendering this page. */}
        <a href="/" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
          {t('errorPage.goHome')}
        </a>
      </div>
    </div>
  );
}
