import { useQuery } from '@tanstack/react-query';
import type { Announcement } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import { LanguageSelect } from './LanguageSelect.tsx';
import { MarketSelect } from './MarketSelect.tsx';
import styles from './AnnouncementBar.module.css';

/**
 * The merchant's announcement (kept in the database, with where 'Shop Now' leads), the country
 * and currency, and the language.
 */
export function AnnouncementBar() {
  const { t, language } = useTranslation();
  const { data: [announcement] = [] } = useQuery({
    queryKey: ['announcement', language],
    queryFn: () => api.get<Announcement[]>('/v1/announcement', { lang: language }),
  });
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.promo}>
          {announcement && (
            <>
              {announcement.text}{' '}
              <Link to={announcement.link} className={styles.shopNow}>
                {t('header.shopNow')}
              </Link>
            </>
          )}
        </p>
        <div className={styles.choices}>
          <MarketSelect />
          <LanguageSelect />
        </div>
      </div>
    </div>
  );
}
