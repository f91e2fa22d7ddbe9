import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { useNavigate } from '@atelier/ui/router';
import type { Message } from '@atelier/contract';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/hooks.ts';
import { notify } from '../../../shared/notifications/store.ts';
import { BusyButton, errorText, leaveAccount, translateMessage } from '../../auth/index.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { OtpEntry } from './OtpEntry.tsx';
import { useSendCode } from './useSendCode.ts';
import styles from '../account.module.css';

type Stage = { name: 'idle' } | { name: 'otp'; wait?: number } | { name: 'password' };

/**
 * SPEC §4 "Password update in profile": Update Password mails a code; the verified code reveals
 * the new-password form. A saved password ends every session, so the shopper signs in again.
 */
export function PasswordUpdate({ email }: { email: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const sendOtp = () => api.post<Message>('/users/password/otp', { lang: language });
  const { sending, start } = useSendCode(sendOtp, (wait) => setStage({ name: 'otp', wait }));

  const savePassword = async (password: string) => {
    try {
      const { message } = await api.post<Message>('/users/password', { password });
      notify(translateMessage(t, message), 'success');
      notify(t('account.signInAgain'), 'info');
      await leaveAccount(queryClient, () => navigate('/login'));
    } catch (error) {
      notify(errorText(t, error, t('account.passwordUpdateFailed')), 'error');
    }
  };

  return (
    <section className={styles.subsection} aria-labelledby="password-title">
      <h3 id="password-title" className={styles.subsectionTitle}>
        {t('auth.password')}
      </h3>
      {stage.name === 'idle' && (
        <BusyButton variant="secondary" pending={sending} onClick={() => void start()}>
          {t('labels.updatePassword')}
        </BusyButton>
      )}
      {stage.name === 'otp' && (
        <OtpEntry
          email={email}
          wait={stage.wait}
          resend={sendOtp}
          verify={async (otp) => {
            const { message } = await api.post<Message>('/users/password/verify-otp', { otp });
            notify(translateMessage(t, message), 'success');
            setStage({ name: 'password' });
          }}
        />
      )}
      {stage.name === 'password' && <NewPasswordForm onSave={savePassword} />}
    </section>
  );
}
