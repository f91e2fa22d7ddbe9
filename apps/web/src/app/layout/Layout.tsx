import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Notifications } from '../../shared/notifications/Notifications.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './Layout.module.css';

/** The frame of every page: header, the route's screen, footer, and the notification stack. */
export function Layout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t('a11y.skipToContent')}
      </a>
      {navigation.state !== 'idle' && <div className={styles.progress} aria-hidden="true" />}
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <Notifications />
      <ScrollRestoration />
    </div>
  );
}
