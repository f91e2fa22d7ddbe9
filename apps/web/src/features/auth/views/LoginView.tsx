import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { useNavigate, useSearchParams } from '@atelier/ui/router';
import { LoginRequest } from '@atelier/contract';
import { notify } from '../../../shared/notifications/store.ts';
import { STORAGE_KEYS } from '../../../shared/storage/keys.ts';
import { Field, PasswordField } from '../form/Field.tsx';
import { errorText, translateMessage } from '../form/messages.ts';
import { BusyButton } from '../form/BusyButton.tsx';
import { authApi, enterAccount, localPath, LOGIN_SUCCESS } from '../session.ts';
import styles from '../auth.module.css';

const LoginForm = LoginRequest.omit({ guestId: true });

export function LoginView(props: {
  email: string;
  onSignup: () => void;
  onForgot: (email: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { register, handleSubmit, getValues, formState } = useForm({
    resolver: zodResolver(LoginForm),
    defaultValues: { email: props.email, password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      // The guest cart of this browser session joins the account's cart.
      const guestId = sessionStorage.getItem(STORAGE_KEYS.guestId) ?? undefined;
      const text = await authApi.login({ ...values, guestId });
      if (text !== LOGIN_SUCCESS) throw new Error(text);
      await enterAccount(queryClient, values.email);
      notify(translateMessage(t, text), 'success');
      await navigate(localPath(params.get('redirect')), { replace: true });
    } catch (error) {
      notify(errorText(t, error, t('errors.generic')), 'error');
    }
  });

  return (
    <>
      <p className={styles.intro}>{t('auth.loginIntro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          label={t('labels.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className={styles.actions}>
          <BusyButton type="submit" size="lg" pending={isSubmitting}>
            {t('auth.loginButton')}
          </BusyButton>
          <button
            type="button"
            className={styles.link}
            onClick={() => props.onForgot(getValues('email').trim())}
          >
            {t('auth.forgotLink')}
          </button>
        </div>
      </form>
      <p className={styles.switch}>
        {t('auth.noAccount')}{' '}
        <button type="button" className={styles.link} onClick={props.onSignup}>
          {t('auth.signupLink')}
        </button>
      </p>
    </>
  );
}
