import { useTranslation } from '../../shared/i18n/i18n.ts';
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { ErrorBoundary } from '@atelier/ui/error-boundary';
import { useNavigationPending } from '@atelier/ui/router';
import { Notifications } from '../../shared/notifications/Notifications.tsx';
import { PartTakenOver } from '../PartTakenOver.tsx';
import { useShop } from '../../shared/shop.ts';
import { Header } from './Header.tsx';
import styles from './Layout.module.css';

// Below the first screen on every page: its code (and the newsletter's email rule) loads after.
const Footer = lazy(async () => ({ default: (await import('./Footer.tsx')).Footer }));

/** The frame of every page: header, the route's screen, footer, and the notification stack. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // The merchant's accent (its contrast with white checked when saved) for buttons and links.
  const accent = useShop()?.accentColor;
  return (
    <div
      className={styles.page}
      style={accent ? ({ '--color-accent': accent } as CSSProperties) : undefined}
    >
      <a href="#main" className={styles.skipLink}>
        {t('a11y.skipToContent')}
      </a>
      {useNavigationPending() && <div className={styles.progress} aria-hidden="true" />}
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {/* A footer whose code failed to load leaves the page without one, not an error page. */}
      <ErrorBoundary fallback={<PartTakenOver part="footer" />}>
        <Suspense>
          <Footer />
          <PartTakenOver part="footer" />
        </Suspense>
      </ErrorBoundary>
      <Notifications />
    </div>
  );
}
