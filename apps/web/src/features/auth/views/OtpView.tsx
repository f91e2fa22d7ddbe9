import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { z } from 'zod';
import { Otp } from '@atelier/contract';
import { useLanguage } from '../../../shared/i18n/hooks.ts';
import { notify } from '../../../shared/notifications/store.ts';
import { errorText, retryAfterSeconds, translateMessage } from '../form/messages.ts';
import { OtpField, ResendOtp } from '../form/OtpControls.tsx';
import { BusyButton } from '../form/BusyButton.tsx';
import { useCountdown } from '../form/useCountdown.ts';
import { authApi } from '../session.ts';
import styles from '../auth.module.css';

const OtpForm = z.object({ otp: Otp });

export function OtpView(props: {
  email: string;
  resendWait?: number;
  onBack: () => void;
  onVerified: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countdown = useCountdown(props.resendWait);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, resetField, formState } = useForm({
    resolver: zodResolver(OtpForm),
    defaultValues: { otp: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ otp }) => {
    try {
      notify(translateMessage(t, await authApi.verifyOtp(props.email, otp)), 'success');
      props.onVerified();
    } catch (error) {
      notify(errorText(t, error, t('errors.generic')), 'error');
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      notify(translateMessage(t, await authApi.resetPassword(props.email, language)), 'success');
      resetField('otp');
      countdown.restart();
    } catch (error) {
      notify(errorText(t, error, t('errors.generic')), 'error');
      const wait = retryAfterSeconds(error);
      if (wait) countdown.restart(wait);
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <p className={styles.intro}>{t('auth.otpIntro', { email: props.email })}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <OtpField error={errors.otp?.message} {...register('otp')} />
        <div className={styles.actions}>
          <BusyButton type="submit" size="lg" pending={isSubmitting}>
            {t('auth.verifyOtp')}
          </BusyButton>
          <ResendOtp left={countdown.left} pending={resending} onResend={resend} />
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
