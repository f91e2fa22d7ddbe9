import { ButtonLink } from '@atelier/ui/button';
import { useTranslation } from '../shared/i18n.ts';
import { PageHeader } from '../shared/layout/PageHeader.tsx';
import { adminPath } from '../shared/paths.ts';
import styles from './Shell.module.css';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <main className={styles.standalone}>
      <PageHeader title={t('notFound.title')} description={t('notFound.text')} />
      <ButtonLink to={adminPath()}>{t('notFound.home')}</ButtonLink>
    </main>
  );
}
