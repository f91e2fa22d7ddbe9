import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../shared/shop.ts';
import styles from './pages.module.css';

interface Section {
  heading: string;
  text: string;
}

/** The footer's quick links: short, plain-language policies and ways to reach the shop. */
function PolicyPage({ policy }: { policy: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const title = t(`info.${policy}.title`);
  useDocumentTitle(title);
  const sections = t(`info.${policy}.sections`, {
    returnObjects: true,
    email: SUPPORT_EMAIL,
  }) as Section[];
  return (
    <div className="container">
      <article className={`${styles.page} ${styles.narrow}`}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t(`info.${policy}.intro`)}</p>
        <div className={styles.prose}>
          {sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              <p>{section.text}</p>
            </section>
          ))}
        </div>
      </article>
    </div>
  );
}

export const PrivacyPage = () => <PolicyPage policy="privacy" />;
export const TermsPage = () => <PolicyPage policy="terms" />;

export function FaqPage() {
  const { t } = useTranslation();
  const title = t('info.faq.title');
  useDocumentTitle(title);
  const items = t('info.faq.items', { returnObjects: true, email: SUPPORT_EMAIL }) as {
    question: string;
    answer: string;
  }[];
  return (
    <div className="container">
      <article className={`${styles.page} ${styles.narrow}`}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t('info.faq.intro')}</p>
        <div className={styles.faq}>
          {items.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </article>
    </div>
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  const title = t('info.contact.title');
  useDocumentTitle(title);
  return (
    <div className="container">
      <article className={`${styles.page} ${styles.narrow}`}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t('info.contact.intro')}</p>
        <dl className={styles.contactList}>
          <div>
            <dt>{t('info.contact.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </dd>
          </div>
          <div>
            <dt>{t('info.contact.phoneLabel')}</dt>
            <dd>
              <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
            </dd>
          </div>
          <div>
            <dt>{t('info.contact.hoursLabel')}</dt>
            <dd>{t('info.contact.hours')}</dd>
          </div>
        </dl>
        <p className={styles.lead}>{t('info.contact.reply')}</p>
      </article>
    </div>
  );
}
