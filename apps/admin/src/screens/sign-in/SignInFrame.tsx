import { useEffect, type InputHTMLAttributes, type ReactNode } from 'react';
import { isLanguage, LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { fieldStyles, TextField } from '@atelier/ui/field';
import { errorMessage } from '../../shared/api/errors.ts';
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

/** The mailed six-digit code: digits only, offered by the phone from the mail it came in. */
export function CodeField({
  value,
  onCode,
  error,
  autoFocus,
}: {
  value: string;
  onCode: (code: string) => void;
  error?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoFocus'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('signIn.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      autoFocus={autoFocus}
      value={value}
      error={error}
      onChange={(event) => onCode(event.target.value.replace(/\D/g, ''))}
    />
  );
}

/** What the server refused a step for, read out as it appears. */
export function FormError({ failed }: { failed: unknown }) {
  const { t } = useTranslation();
  if (!failed) return null;
  return (
    <p role="alert" className={fieldStyles.error}>
      {errorMessage(t, failed)}
    </p>
  );
}
