import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import { phoneHref, shopYear, useShop } from '../../shared/shop.ts';
import { MailIcon, PhoneIcon } from '../../shared/ui/icons.tsx';
import { AppDownload } from './AppDownload.tsx';
import { SubscribeForm } from './SubscribeForm.tsx';
import styles from './Footer.module.css';

/**
 * The shop's footer, from its settings: the name, the support contact and address, the pages;
 * the newsletter, app, social and vendor blocks only when the merchant filled them in.
 */
export function Footer() {
  const { t } = useTranslation();
  const shop = useShop();
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
    { to: '/shipping', label: t('footer.shipping') },
    { to: '/returns', label: t('footer.returns') },
  ];
  if (!shop) return <footer className={styles.footer} />;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.wide} aria-labelledby="footer-subscribe">
          <p className={styles.brand}>{shop.name}</p>
          <h2 id="footer-subscribe" className={styles.heading}>
            {t('footer.subscribe')}
          </h2>
          {shop.newsletterOffer && (
            <p className={styles.muted}>
              {t('footer.subscribeOffer', { percent: shop.newsletterOffer.percent })}
            </p>
          )}
          <SubscribeForm />
        </section>
        <section className={styles.wide} aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('footer.support')}
          </h2>
          <ul className={styles.list}>
            <li className={styles.muted}>{t('info.contact.hours')}</li>
            <li>
              <a href={`mailto:${shop.supportEmail}`} className={styles.contact}>
                <MailIcon /> {shop.supportEmail}
              </a>
            </li>
            {shop.supportPhone && (
              <li>
                <a href={phoneHref(shop.supportPhone)} className={styles.contact}>
                  <PhoneIcon /> {shop.supportPhone}
                </a>
              </li>
            )}
            {shop.postalAddress && (
              <li className={`${styles.muted} ${styles.address}`}>{shop.postalAddress}</li>
            )}
          </ul>
        </section>
        <FooterLinks id="footer-account" title={t('footer.account')} links={accountLinks}>
          {/* SPEC's vendor link, to the merchant's own vendor page once they give one. */}
          {shop.vendorSignupUrl && (
            <li>
              <a href={shop.vendorSignupUrl} className={styles.link}>
                {t('footer.vendorSignUp')}
              </a>
            </li>
          )}
        </FooterLinks>
        <FooterLinks id="footer-quick" title={t('footer.quickLink')} links={quickLinks} />
        {shop.apps && <AppDownload apps={shop.apps} shop={shop.name} />}
        {shop.social.length > 0 && (
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              {t('footer.follow')}
            </h2>
            <ul className={styles.list}>
              {shop.social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} className={styles.link} rel="noopener">
                    {t('footer.socialOn', {
                      shop: shop.name,
                      network: t(`footer.networks.${link.network}`),
                    })}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <p className={styles.copyright}>
        {t('footer.copyright', { year: shopYear(shop.timeZone), shop: shop.name })}
        {shop.legalEntity && ` ${shop.legalEntity}`}
      </p>
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
