import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { z } from 'zod';
import { Email } from '@atelier/contract';
import { useLanguage } from '../../../shared/i18n/hooks.ts';
import { notify } from '../../../shared/notifications/store.ts';
import { Field } from '../form/Field.tsx';
import { errorText, retryAfterSeconds, translateMessage } from '../form/messages.ts';
import { BusyButton } from '../form/BusyButton.tsx';
import { authApi } from '../session.ts';
import styles from '../auth.module.css';

const ForgotForm = z.object({ email: Email });

export function ForgotView(props: {
  email: string;
  onBack: () => void;
  /** `wait`: the server already sent a code moments ago; the next one in that many seconds. */
  onSent: (email: string, wait?: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ForgotForm),
    defaultValues: { email: props.email },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email }) => {
    try {
      const text = await authApi.resetPassword(email, language);
      notify(translateMessage(t, text), 'success');
      props.onSent(email);
    } catch (error) {
      notify(errorText(t, error, t('errors.generic')), 'error');
      // A code sent under a minute ago is still good: let the shopper enter it.
      const wait = retryAfterSeconds(error);
      if (wait) props.onSent(email, wait);
    }
  });

  return (
    <>
      <p className={styles.intro}>{t('auth.forgotIntro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          label={t('labels.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className={styles.actions}>
          <BusyButton type="submit" size="lg" pending={isSubmitting}>
            {t('auth.sendOtp')}
          </BusyButton>
        </div>
      </form>
      <p className={styles.switch}>
        <button type="button" className={styles.link} onClick={props.onBack}>
          {t('auth.backToLogin')}
        </button>
      </p>
    </>
  );
}
