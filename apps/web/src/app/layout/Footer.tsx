import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../shared/shop.ts';
import { MailIcon, PhoneIcon } from '../../shared/ui/icons.tsx';
import { AppDownload } from './AppDownload.tsx';
import { SubscribeForm } from './SubscribeForm.tsx';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  const accountLinks = [
    { to: '/profile', label: t('footer.myAccount') },
    { to: '/login', label: t('footer.loginRegister') },
    { to: '/cart', label: t('footer.cart') },
    { to: '/wishlist', label: t('footer.wishlist') },
    { to: '/product', label: t('footer.shop') },
  ];
  const quickLinks = [
    { to: '/privacy', label: t('footer.privacy') },
    { to: '/terms', label: t('footer.terms') },
    { to: '/faq', label: t('footer.faq') },
    { to: '/contact', label: t('footer.contact') },
  ];
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.wide} aria-labelledby="footer-subscribe">
          <p className={styles.brand}>Atelier</p>
          <h2 id="footer-subscribe" className={styles.heading}>
            {t('footer.subscribe')}
          </h2>
          <p className={styles.muted}>{t('footer.subscribeOffer')}</p>
          <SubscribeForm />
        </section>
        <section className={styles.wide} aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('footer.support')}
          </h2>
          <ul className={styles.list}>
            <li className={styles.muted}>{t('info.contact.hours')}</li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={styles.contact}>
                <MailIcon /> {SUPPORT_EMAIL}
              </a>
            </li>
            <li>
              <a href={SUPPORT_PHONE_HREF} className={styles.contact}>
                <PhoneIcon /> {SUPPORT_PHONE}
              </a>
            </li>
          </ul>
        </section>
        <FooterLinks id="footer-account" title={t('footer.account')} links={accountLinks}>
          {/* SPEC's vendor link: no vendor area exists yet, so it says so rather than opening the shopper's login. */}
          <li className={styles.muted}>{t('footer.vendorSoon')}</li>
        </FooterLinks>
        <FooterLinks id="footer-quick" title={t('footer.quickLink')} links={quickLinks} />
        <AppDownload />
      </div>
      <p className={styles.copyright}>{t('footer.copyright')}</p>
    </footer>
  );
}

function FooterLinks({
  id,
  title,
  links,
  children,
}: {
  id: string;
  title: string;
  links: { to: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
