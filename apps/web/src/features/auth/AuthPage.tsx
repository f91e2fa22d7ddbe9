import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useSearchParams } from '@atelier/ui/router';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { ForgotView } from './views/ForgotView.tsx';
import { LoginView } from './views/LoginView.tsx';
import { NewPasswordView } from './views/NewPasswordView.tsx';
import { OtpView } from './views/OtpView.tsx';
import { SignupView } from './views/SignupView.tsx';
import styles from './auth.module.css';

export type AuthViewName = 'login' | 'signup' | 'forgot' | 'otp' | 'password';

const TITLES = {
  login: 'pages.login',
  signup: 'auth.signupTitle',
  forgot: 'auth.forgotTitle',
  otp: 'labels.enterOtp',
  password: 'labels.setNewPassword',
} as const;

/**
 * /login: SPEC §4's five views. Login leads to sign-up or forgot; forgot to the OTP once a code is
 * sent (the email is remembered); OTP to the new password; the new password back to login.
 */
export function AuthPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // A friend's share link is /login?ref=CODE: open sign-up with the code filled in.
  const referral = params.get('ref')?.trim() ?? '';
  const [view, setView] = useState<AuthViewName>(referral ? 'signup' : 'login');
  const [email, setEmail] = useState('');
  // Seconds before another code may be asked for, when the server said so.
  const [resendWait, setResendWait] = useState<number>();
  const title = t(TITLES[view]);
  useDocumentTitle(title);

  const panel = useRef<HTMLDivElement>(null);
  const firstView = useRef(true);
  useEffect(() => {
    // After a switch, start keyboard and screen reader users at the new view's heading.
    if (firstView.current) firstView.current = false;
    else panel.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [view]);

  const go = (next: AuthViewName, nextEmail?: string) => {
    if (nextEmail !== undefined) setEmail(nextEmail);
    setView(next);
  };

  return (
    <div className={`container ${styles.page}`}>
      <div ref={panel} className={styles.card}>
        <h1 className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {view === 'login' && (
          <LoginView
            email={email}
            onSignup={() => go('signup')}
            onForgot={(e) => go('forgot', e)}
          />
        )}
        {view === 'signup' && <SignupView referral={referral} onLogin={() => go('login')} />}
        {view === 'forgot' && (
          <ForgotView
            email={email}
            onBack={() => go('login')}
            onSent={(e, wait) => {
              setResendWait(wait);
              go('otp', e);
            }}
          />
        )}
        {view === 'otp' && (
          <OtpView
            email={email}
            resendWait={resendWait}
            onBack={() => go('login')}
            onVerified={() => go('password')}
          />
        )}
        {view === 'password' && <NewPasswordView email={email} onDone={() => go('login')} />}
      </div>
    </div>
  );
}
