import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link, useSearchParams } from '@atelier/ui/router';
import type { User } from '@atelier/contract';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { Button, ButtonLink } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { AccountNav } from './AccountNav.tsx';
import { AddressTab } from './addresses/AddressTab.tsx';
import { OrdersView } from './orders/OrdersView.tsx';
import { ProfileTab } from './profile/ProfileTab.tsx';
import { MyReturns } from '../returns/MyReturns.tsx';
import { ReferralTab } from './referral/ReferralTab.tsx';
import { SubscriptionTab } from './subscription/SubscriptionTab.tsx';
import { useAccountUser } from './useAccountUser.ts';
import styles from './account.module.css';

function TabContent({ tab, user }: { tab: string; user: User }) {
  const { t } = useTranslation();
  switch (tab) {
    case 'profile':
      return <ProfileTab user={user} />;
    case 'address':
      return <AddressTab />;
    // SPEC §2: cancellations show the orders view too, with their own orders.
    case 'orders':
    case 'cancellations':
      return <OrdersView tab={tab} />;
    case 'returns':
      return (
        <section aria-labelledby="returns-title">
          <h2 id="returns-title" className={styles.sectionTitle}>
            {t('labels.returns')}
          </h2>
          <MyReturns />
        </section>
      );
    case 'referral':
      return <ReferralTab user={user} />;
    case 'subscription':
      return <SubscriptionTab user={user} />;
    default:
      return <p className={styles.muted}>{t('account.unknownTab')}</p>;
  }
}

/** /profile?tab=…: My Account (SPEC §2), for the signed-in shopper only. */
export function AccountPage() {
  const { t } = useTranslation();
  const title = t('pages.account');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const tab = params.get('tab') ?? 'profile';
  const { data: user, isError, refetch, isRefetching, signedOutHere } = useAccountUser();

  useEffect(() => {
    if (user) saveStoredUser(user);
  }, [user]);

  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label={t('account.breadcrumb')}>
        <ol className={styles.breadcrumb}>
          <li>
            <Link to="/">{t('account.home')}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {user && (
          <p className={styles.welcome}>{t('account.welcome', { username: user.username })}</p>
        )}
      </div>
      <div className={styles.layout}>
        <AccountNav current={tab} />
        <div className={styles.panel}>
          {signedOutHere ? (
            <div className={styles.state}>
              <p>{t('auth.signedOut')}</p>
              <ButtonLink to="/login">{t('auth.loginButton')}</ButtonLink>
            </div>
          ) : user ? (
            <TabContent tab={tab} user={user} />
          ) : isError ? (
            <div className={styles.state}>
              <p>{t('account.loadFailed')}</p>
              <Button variant="secondary" onClick={() => void refetch()} disabled={isRefetching}>
                {t('account.retry')}
              </Button>
            </div>
          ) : (
            <div className={styles.state}>
              <Spinner label={t('a11y.loading')} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
