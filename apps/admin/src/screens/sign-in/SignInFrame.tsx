import { useEffect, type ReactNode } from 'react';
import { isLanguage, LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { setLanguage, useTranslation } from '../../shared/i18n.ts';
import styles from './SignIn.module.css';

/** The sign-in steps' page: a card on the shop's surface, with a language picker of its own. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t, language } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>
          Atelier <span>{t('app.backOffice')}</span>
        </p>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
      <label className={styles.language}>
        <span>{t('account.language')}</span>
        <select
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) void setLanguage(event.target.value);
          }}
        >
          {LANGUAGE_OPTIONS.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </main>
  );
}
