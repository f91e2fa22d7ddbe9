import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import { useSignOut } from '../auth/index.ts';
import { SignOutIcon } from '../../shared/ui/icons.tsx';
import styles from './account.module.css';

type Item = { tab: string; label: LabelKey } | { to: string; label: LabelKey };
type LabelKey = `labels.${
  | 'profile'
  | 'address'
  | 'orders'
  | 'returns'
  | 'cancellations'
  | 'wishlist'
  | 'referral'
  | 'subscription'}`;

/** SPEC §2's sidebar groups; the wishlist has its own page. */
const GROUPS: { title: `labels.${'manageAccount' | 'myOrders' | 'others'}`; items: Item[] }[] = [
  {
    title: 'labels.manageAccount',
    items: [
      { tab: 'profile', label: 'labels.profile' },
      { tab: 'address', label: 'labels.address' },
    ],
  },
  {
    title: 'labels.myOrders',
    items: [
      { tab: 'orders', label: 'labels.orders' },
      { tab: 'returns', label: 'labels.returns' },
      { tab: 'cancellations', label: 'labels.cancellations' },
    ],
  },
  {
    title: 'labels.others',
    items: [
      { to: '/wishlist', label: 'labels.wishlist' },
      { tab: 'referral', label: 'labels.referral' },
      { tab: 'subscription', label: 'labels.subscription' },
    ],
  },
];

/** The account's sections: a sidebar on wide screens, one scrolling row of tabs on phones. */
export function AccountNav({ current }: { current: string }) {
  const { t } = useTranslation();
  const { signOut, pending } = useSignOut();
  const activeLink = useRef<HTMLAnchorElement>(null);
  // On phones the tabs scroll sideways: keep the open one in view.
  useEffect(() => {
    activeLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav className={styles.nav} aria-label={t('account.sections')}>
      {GROUPS.map((group) => (
        <div key={group.title} className={styles.group}>
          <h2 className={styles.groupTitle}>{t(group.title)}</h2>
          <ul className={styles.navList}>
            {group.items.map((item) => {
              const active = 'tab' in item && item.tab === current;
              return (
                <li key={item.label}>
                  <Link
                    to={'tab' in item ? `/profile?tab=${item.tab}` : item.to}
                    className={styles.navLink}
                    aria-current={active ? 'page' : undefined}
                    ref={active ? activeLink : undefined}
                  >
                    {t(item.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <button
        type="button"
        className={styles.signOut}
        onClick={() => void signOut()}
        disabled={pending}
      >
        <SignOutIcon />
        {t('auth.signOut')}
      </button>
    </nav>
  );
}
