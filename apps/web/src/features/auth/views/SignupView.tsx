import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '@atelier/ui/router';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { RegisterRequest } from '@atelier/contract';
import { notify } from '../../../shared/notifications/store.ts';
import { STORAGE_KEYS } from '../../../shared/storage/keys.ts';
import { Field, PasswordField } from '../form/Field.tsx';
import { errorText, serverText } from '../form/messages.ts';
import { BusyButton } from '../form/BusyButton.tsx';
import { authApi, enterAccount, localPath } from '../session.ts';
import styles from '../auth.module.css';

// Server refusals that belong to one field are shown there too.
const FIELD_OF = {
  'Invalid referral code': 'referral',
  'An account with this email already exists': 'email',
} as const;

/**
 * SPEC's sign-up, which said nothing on success; here (DECISIONS) the new shopper is signed in at
 * once, their guest cart with them, and goes back where they were (`?redirect=`).
 */
export function SignupView(props: { referral: string; onLogin: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(RegisterRequest),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      referral: props.referral,
    },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      const guestId = sessionStorage.getItem(STORAGE_KEYS.guestId) ?? undefined;
      await authApi.register({ ...values, referral: values.referral || undefined, guestId });
      await enterAccount(queryClient, values.email);
      notify(t('auth.accountCreated'), 'success');
      await navigate(localPath(params.get('redirect')), { replace: true });
    } catch (error) {
      const text = serverText(error);
      const field = text && FIELD_OF[text as keyof typeof FIELD_OF];
      if (text && field) setError(field, { message: text });
      notify(errorText(t, error, t('errors.generic')), 'error');
    }
  });

  return (
    <>
      <p className={styles.intro}>{t('auth.signupIntro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          label={t('auth.name')}
          autoComplete="name"
          maxLength={40}
          error={errors.name?.message}
          {...register('name')}
        />
        <Field
          label={t('labels.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Field
          label={t('auth.referralOptional')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          error={errors.referral?.message}
          {...register('referral')}
        />
        <div className={styles.actions}>
          <BusyButton type="submit" size="lg" pending={isSubmitting}>
            {t('auth.signupButton')}
          </BusyButton>
        </div>
      </form>
      <p className={styles.switch}>
        {t('auth.haveAccount')}{' '}
        <button type="button" className={styles.link} onClick={props.onLogin}>
          {t('auth.loginLink')}
        </button>
      </p>
    </>
  );
}
