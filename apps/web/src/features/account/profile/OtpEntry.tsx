import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { ProfileVerifyOtpRequest, type Message } from '@atelier/contract';
import { notify } from '../../../shared/notifications/store.ts';
import {
  BusyButton,
  errorText,
  OtpField,
  ResendOtp,
  retryAfterSeconds,
  translateMessage,
  useCountdown,
} from '../../auth/index.ts';
import styles from '../account.module.css';

/** The emailed code, with the 60 s resend countdown (SPEC §4). */
export function OtpEntry(props: {
  email: string;
  wait?: number;
  resend: () => Promise<Message>;
  /** Sends the code to the server, and does what it opens; a refused code is said here. */
  verify: (otp: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const countdown = useCountdown(props.wait);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, resetField, formState } = useForm({
    resolver: zodResolver(ProfileVerifyOtpRequest),
    defaultValues: { otp: '' },
  });
  const { errors, isSubmitting } = formState;

  const verify = handleSubmit(async ({ otp }) => {
    try {
      await props.verify(otp);
    } catch (error) {
      notify(errorText(t, error, t('auth.server.invalidOtp')), 'error');
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      notify(translateMessage(t, (await props.resend()).message), 'success');
      resetField('otp');
      countdown.restart();
    } catch (error) {
      notify(errorText(t, error, t('account.resendFailed')), 'error');
      const wait = retryAfterSeconds(error);
      if (wait) countdown.restart(wait);
    } finally {
      setResending(false);
    }
  };

  return (
    <form className={styles.stack} onSubmit={verify} noValidate>
      <p className={styles.muted}>{t('auth.otpIntro', { email: props.email })}</p>
      <OtpField className={styles.narrowField} error={errors.otp?.message} {...register('otp')} />
      <div className={styles.inlineActions}>
        <BusyButton type="submit" pending={isSubmitting}>
          {t('auth.verifyOtp')}
        </BusyButton>
        <ResendOtp left={countdown.left} pending={resending} onResend={() => void resend()} />
      </div>
    </form>
  );
}
