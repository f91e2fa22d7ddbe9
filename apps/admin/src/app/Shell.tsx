import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@atelier/ui/router';
import { ErrorNotice } from '../shared/feedback/ErrorNotice.tsx';
import { useTranslation } from '../shared/i18n.ts';
import { PageHeader } from '../shared/layout/PageHeader.tsx';
import { adminPath } from '../shared/paths.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { SideNav } from './SideNav.tsx';
import { mayOpen, type Screen } from './routes.ts';
import { ScreenLoading } from './ScreenStates.tsx';
import { useStaff } from './session.ts';
import styles from './Shell.module.css';

/**
 * The frame of every signed-in screen: skip link, side navigation, the member and their
 * language. Without a session it sends to sign-in and back here after.
 */
export function Shell({ screen, children }: { screen: Screen; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useStaff();
  if (me.isPending) return <ScreenLoading />;
  if (me.isError) {
    return (
      <main className={styles.standalone}>
        <ErrorNotice error={me.error} onRetry={() => void me.refetch()} />
      </main>
    );
  }
  if (!me.data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${adminPath('/sign-in')}?next=${next}`} replace />;
  }
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('nav.skip')}
      </a>
      <aside className={styles.side}>
        <p className={styles.brand}>
          Atelier <span>{t('app.backOffice')}</span>
        </p>
        <SideNav role={me.data.role} />
        <AccountPanel staff={me.data} />
      </aside>
      <main id="main" tabIndex={-1} className={styles.main}>
        {mayOpen(screen, me.data.role) ? (
          children
        ) : (
          <PageHeader title={t('forbidden.title')} description={t('forbidden.text')} />
        )}
      </main>
    </div>
  );
}
