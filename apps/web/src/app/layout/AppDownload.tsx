import type { ReactNode } from 'react';
import type { ShopInfo } from '@atelier/contract';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import styles from './Footer.module.css';

/**
 * The download-app block, shown once the merchant gives a store address: a badge linking to each
 * store given. (The QR code and the new-user offer went: no app of the shop's stood behind them.)
 */
export function AppDownload({ apps, shop }: { apps: NonNullable<ShopInfo['apps']>; shop: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.wide} aria-labelledby="footer-app">
      <h2 id="footer-app" className={styles.heading}>
        {t('footer.downloadApp')}
      </h2>
      <div className={styles.app}>
        <div className={styles.badges}>
          {apps.googlePlay && (
            <StoreBadge
              href={apps.googlePlay}
              label={t('footer.googlePlayLabel')}
              line={t('footer.googlePlayLine')}
              store="Google Play"
              shop={shop}
            >
              <path d="M7 6.5v11l6-5.5z" fill="#34a853" />
              <path d="m7 6.5 8.2 4.4L13 12z" fill="#4285f4" />
              <path d="m7 17.5 6-5.5 2.2 1.1z" fill="#ea4335" />
              <path d="m15.2 10.9 2.3 1.1-2.3 1.1L13 12z" fill="#fbbc04" />
            </StoreBadge>
          )}
          {apps.appStore && (
            <StoreBadge
              href={apps.appStore}
              label={t('footer.appStoreLabel')}
              line={t('footer.appStoreLine')}
              store="App Store"
              shop={shop}
            >
              <path
                d="M15.4 12.6c0-1.6 1.3-2.4 1.4-2.5a3 3 0 0 0-2.4-1.3c-1-.1-2 .6-2.5.6s-1.3-.6-2.2-.6a3.2 3.2 0 0 0-2.7 1.7c-1.2 2-.3 5 .8 6.6.6.8 1.2 1.7 2.1 1.6.8 0 1.2-.5 2.2-.5s1.3.5 2.2.5 1.5-.8 2-1.6a7 7 0 0 0 .9-1.9 2.9 2.9 0 0 1-1.8-2.6zM13.8 7.7a2.9 2.9 0 0 0 .7-2.2 3 3 0 0 0-2 1 2.8 2.8 0 0 0-.7 2.1 2.5 2.5 0 0 0 2-.9z"
                fill="#fff"
              />
            </StoreBadge>
          )}
        </div>
      </div>
    </section>
  );
}

/** A store badge drawn inline (no image request, and it scales crisply), linking to the store. */
function StoreBadge({
  href,
  label,
  line,
  store,
  shop,
  children,
}: {
  href: string;
  label: string;
  line: string;
  store: string;
  shop: string;
  children: ReactNode;
}) {
  return (
    <a href={href} rel="noopener" aria-label={`${label}: ${shop}`}>
      <svg className={styles.badge} viewBox="0 0 120 36" aria-hidden="true">
        <rect x=".5" y=".5" width="119" height="35" rx="6" fill="#000" stroke="#8c857b" />
        <g transform="translate(3 6)">{children}</g>
        <text x="32" y="14" fill="#fff" fontSize="6.5" fontFamily="system-ui, sans-serif">
          {line}
        </text>
        <text
          x="32"
          y="27"
          fill="#fff"
          fontSize="11.5"
          fontWeight="600"
          fontFamily="system-ui, sans-serif"
        >
          {store}
        </text>
      </svg>
    </a>
  );
}
