import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import type en from '../../locales/en.json';
import styles from './pages.module.css';

export type ScreenName = keyof typeof en.pages;

/** The heading of a screen that a later feature fills in (its route and title already work). */
export function PlaceholderScreen({ screen }: { screen: ScreenName }) {
  const { t } = useTranslation();
  const title = t(`pages.${screen}`);
  useDocumentTitle(screen === 'home' ? undefined : title);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{title}</h1>
    </div>
  );
}
