import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Staff } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { Link, useNavigate, useSearchParams } from '@atelier/ui/router';
import { ME_KEY } from '../../app/session.ts';
import { api } from '../../shared/api/client.ts';
import { TextField } from '@atelier/ui/field';
import { changeLanguage, useTranslation } from '../../shared/i18n.ts';
import { adminPath } from '../../shared/paths.ts';
import { CodeField, FormError, SignInFrame } from './SignInFrame.tsx';
import styles from './SignIn.module.css';

/** Only a path in the back office is followed after sign-in (no open redirect). */
function destination(next: string | null) {
  return next && next.startsWith(`${adminPath()}/`) && !next.startsWith('//') ? next : adminPath();
}

/** Two steps: email and password, then the 6-digit code mailed to the member. */
export default function SignInScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');

  const login = useMutation({
    mutationFn: () => api.post('/auth/login', { email, password }),
    onSuccess: () => setStep('code'),
  });
  const verify = useMutation({
    mutationFn: () => api.post<Staff>('/auth/verify', { email, otp }),
    onSuccess: async (staff) => {
      await changeLanguage(staff.lang);
      client.setQueryData(ME_KEY, staff);
      await navigate(destination(params.get('next')), { replace: true });
    },
  });
  const failed = step === 'password' ? login.error : verify.error;

  return (
    <SignInFrame title={t('signIn.title')}>
      {step === 'password' ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            login.mutate();
          }}
        >
          <TextField
            label={t('signIn.email')}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={t('signIn.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <FormError failed={failed} />
          <Button type="submit" size="lg" disabled={login.isPending}>
            {t('signIn.continue')}
          </Button>
          <Link to={`${adminPath('/set-password')}?email=${encodeURIComponent(email)}`}>
            {t('signIn.setPassword')}
          </Link>
        </form>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            verify.mutate();
          }}
        >
          <p role="status">{t('signIn.codeSent', { email })}</p>
          <CodeField value={otp} onCode={setOtp} autoFocus />
          <FormError failed={failed} />
          <Button type="submit" size="lg" disabled={verify.isPending}>
            {t('signIn.submit')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setOtp('');
              verify.reset();
              setStep('password');
            }}
          >
            {t('signIn.back')}
          </Button>
        </form>
      )}
    </SignInFrame>
  );
}
