import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedIn } from '../../shared/storage/useSignedIn.ts';
import { BagIcon, HeartIcon, UserIcon } from '../../shared/ui/icons.tsx';
import styles from './AccountLinks.module.css';

/** Wishlist, cart and account icons; a guest is sent to /login for each (SPEC §2, §6). */
export function AccountLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const links = [
    { to: '/wishlist', label: t('a11y.wishlist'), Icon: HeartIcon },
    { to: '/cart', label: t('a11y.cart'), Icon: BagIcon },
    { to: '/profile', label: t('a11y.account'), Icon: UserIcon },
  ];
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {links.map(({ to, label, Icon }) => (
        <li key={to}>
          <Link to={signedIn ? to : '/login'} className={styles.link} aria-label={label}>
            <Icon />
          </Link>
        </li>
      ))}
    </ul>
  );
}
