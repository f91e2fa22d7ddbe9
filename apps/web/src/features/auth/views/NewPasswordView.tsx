import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { z } from 'zod';
import { NewPassword } from '@atelier/contract';
import { notify } from '../../../shared/notifications/store.ts';
import { PasswordField } from '../form/Field.tsx';
import { errorText, translateMessage } from '../form/messages.ts';
import { BusyButton } from '../form/BusyButton.tsx';
import { authApi } from '../session.ts';
import styles from '../auth.module.css';

const NewPasswordForm = z
  .object({
    password: NewPassword,
    confirmPassword: z.string().min(1, 'Confirm Password is required'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords must match',
  });

export function NewPasswordView(props: { email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ password }) => {
    try {
      notify(translateMessage(t, await authApi.updatePassword(props.email, password)), 'success');
      props.onDone();
    } catch (error) {
      notify(errorText(t, error, t('errors.generic')), 'error');
    }
  });

  return (
    <>
      <p className={styles.intro}>{t('auth.newPasswordIntro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordField
          label={t('auth.newPassword')}
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
        <div className={styles.actions}>
          <BusyButton type="submit" size="lg" pending={isSubmitting}>
            {t('labels.savePassword')}
          </BusyButton>
        </div>
      </form>
    </>
  );
}
