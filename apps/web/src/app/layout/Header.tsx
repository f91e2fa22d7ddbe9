import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import { CategoryNav } from '../../features/catalog/index.ts';
import { SearchBox } from '../../features/search/index.ts';
import { useShop } from '../../shared/shop.ts';
import { MenuIcon } from '../../shared/ui/icons.tsx';
import { AccountLinks } from './AccountLinks.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { CategoryDrawer } from './CategoryDrawer.tsx';
import styles from './Header.module.css';

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const shop = useShop();
  return (
    <header className={styles.header}>
      <AnnouncementBar />
      <div className={`container ${styles.bar}`}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={t('a11y.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <Link to="/" className={styles.logo} aria-label={t('a11y.home')}>
          {shop?.logo ? (
            <img src={shop.logo.url} alt={shop.name} height={40} className={styles.logoImage} />
          ) : (
            (shop?.name ?? t('meta.siteName'))
          )}
        </Link>
        <SearchBox className={styles.search} />
        <AccountLinks className={styles.account} />
      </div>
      <nav className={styles.categories} aria-label={t('a11y.categories')}>
        <div className="container">
          <CategoryNav layout="row" />
        </div>
      </nav>
      <CategoryDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
