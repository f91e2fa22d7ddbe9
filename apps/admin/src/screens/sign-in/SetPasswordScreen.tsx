import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@atelier/ui/button';
import { Link, useNavigate, useSearchParams } from '@atelier/ui/router';
import { api } from '../../shared/api/client.ts';
import { fieldError } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { TextField } from '@atelier/ui/field';
import { useTranslation } from '../../shared/i18n.ts';
import { adminPath } from '../../shared/paths.ts';
import { CodeField, FormError, SignInFrame } from './SignInFrame.tsx';
import styles from './SignIn.module.css';

/**
 * An invited member, opened by their invitation's link (its token in `invite`): a new password
 * only. Or one who forgot their password: the mailed code and a new password; a code can be asked
 * for again here.
 */
export default function SetPasswordScreen() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  return invite ? <AcceptInvitation invite={invite} /> : <ResetPassword />;
}

function PasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('setPassword.password')}
      hint={t('setPassword.passwordHint')}
      type="password"
      autoComplete="new-password"
      minLength={6}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function AcceptInvitation({ invite }: { invite: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const save = useMutation({
    mutationFn: () => api.post('/auth/set-password', { invite, password }),
    onSuccess: async () => {
      showToast(t('setPassword.done'));
      await navigate(adminPath('/sign-in'));
    },
  });
  return (
    <SignInFrame title={t('setPassword.title')}>
      <p>{t('setPassword.inviteIntro')}</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <PasswordField
          value={password}
          onChange={setPassword}
          error={fieldError(t, save.error, 'password')}
        />
        <FormError failed={save.error} />
        <Button type="submit" size="lg" disabled={save.isPending}>
          {t('setPassword.submit')}
        </Button>
        <Link to={adminPath('/sign-in')}>{t('setPassword.toSignIn')}</Link>
      </form>
    </SignInFrame>
  );
}

function ResetPassword() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');

  const sendCode = useMutation({ mutationFn: () => api.post('/auth/password-code', { email }) });
  const save = useMutation({
    mutationFn: () => api.post('/auth/set-password', { email, otp, password }),
    onSuccess: async () => {
      showToast(t('setPassword.done'));
      await navigate(`${adminPath('/sign-in')}?email=${encodeURIComponent(email)}`);
    },
  });
  const failed = save.error ?? sendCode.error;

  return (
    <SignInFrame title={t('setPassword.title')}>
      <p>{t('setPassword.intro')}</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          error={fieldError(t, failed, 'email')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={!email || sendCode.isPending}
          onClick={() => sendCode.mutate()}
        >
          {t('setPassword.sendCode')}
        </Button>
        {sendCode.isSuccess && <p role="status">{t('signIn.codeSent', { email })}</p>}
        <CodeField value={otp} onCode={setOtp} error={fieldError(t, failed, 'otp')} />
        <PasswordField
          value={password}
          onChange={setPassword}
          error={fieldError(t, failed, 'password')}
        />
        <FormError failed={failed} />
        <Button type="submit" size="lg" disabled={save.isPending}>
          {t('setPassword.submit')}
        </Button>
        <Link to={adminPath('/sign-in')}>{t('setPassword.toSignIn')}</Link>
      </form>
    </SignInFrame>
  );
}
