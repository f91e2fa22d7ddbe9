import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '../../shared/router/router.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import styles from './AnnouncementBar.module.css';

export function AnnouncementBar() {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.promo}>
          {t('header.announcement')}{' '}
          <Link to="/product" className={styles.shopNow}>
            {t('header.shopNow')}
          </Link>
        </p>
        <LanguageSelect />
      </div>
    </div>
  );
}
