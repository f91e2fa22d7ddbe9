import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import { useSignedIn } from '../../shared/storage/useSignedIn.ts';
import { BagIcon, HeartIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { useCartCount } from '../../features/cart/index.ts';
import { useWishlistCount } from '../../features/wishlist/index.ts';
import styles from './AccountLinks.module.css';

/**
 * Wishlist, cart and account icons; a guest is sent to /login for the wishlist and the account
 * (SPEC §2, §6) but sees their own cart (DECISIONS: guests shop).
 */
export function AccountLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const wishlistCount = useWishlistCount();
  const cartCount = useCartCount();
  const links = [
    { to: '/wishlist', label: t('a11y.wishlist'), Icon: HeartIcon, count: wishlistCount },
    { to: '/cart', label: t('a11y.cart'), Icon: BagIcon, count: cartCount },
    { to: '/profile', label: t('a11y.account'), Icon: UserIcon, count: 0 },
  ];
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {links.map(({ to, label, Icon, count }) => (
        <li key={to}>
          <Link
            to={signedIn || to === '/cart' ? to : '/login'}
            className={styles.link}
            aria-label={count ? t('cart.withCount', { label, count }) : label}
          >
            <Icon />
            {count > 0 && (
              <span className={styles.count} aria-hidden="true">
                {count > 99 ? '99+' : count}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
