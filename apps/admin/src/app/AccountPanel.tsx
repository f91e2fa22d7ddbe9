import { useId } from 'react';
import type { Staff } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { isLanguage, LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { useNavigate } from '@atelier/ui/router';
import { StatusBadge } from '../shared/feedback/StatusBadge.tsx';
import { showToast } from '../shared/feedback/toast.ts';
import { errorMessage } from '../shared/api/errors.ts';
import { useTranslation } from '../shared/i18n.ts';
import { adminPath } from '../shared/paths.ts';
import { useLanguageChoice, useSignOut } from './session.ts';
import styles from './Shell.module.css';

/** Who is signed in, their language (kept on their record) and the way out. */
export function AccountPanel({ staff }: { staff: Staff }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const choose = useLanguageChoice();
  const signOut = useSignOut();
  const languageId = useId();
  return (
    <section className={styles.account} aria-label={t('account.label')}>
      <div className={styles.who}>
        <p className={styles.name}>{staff.name}</p>
        <p className={styles.email}>{staff.email}</p>
        <StatusBadge tone="accent">{t(`roles.${staff.role}`)}</StatusBadge>
      </div>
      <div className={styles.language}>
        <label htmlFor={languageId}>{t('account.language')}</label>
        <select
          id={languageId}
          value={language}
          disabled={choose.isPending}
          onChange={(event) => {
            const lang = event.target.value;
            if (!isLanguage(lang)) return;
            choose.mutate(lang, {
              onError: (error) => showToast(errorMessage(t, error), 'error'),
            });
          }}
        >
          {LANGUAGE_OPTIONS.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        className={styles.signOut}
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => void navigate(adminPath('/sign-in'), { replace: true }),
            onError: (error) => showToast(errorMessage(t, error), 'error'),
          })
        }
      >
        {t('account.signOut')}
      </Button>
    </section>
  );
}
