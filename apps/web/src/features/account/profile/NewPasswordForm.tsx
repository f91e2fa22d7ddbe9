import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { z } from 'zod';
import { ProfilePasswordRequest } from '@atelier/contract';
import { BusyButton, PasswordField } from '../../auth/index.ts';
import styles from '../account.module.css';

// SPEC §5 "Profile password": both compared after trimming; the trimmed password is sent.
const Passwords = z
  .object({ password: ProfilePasswordRequest.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword.trim(), {
    path: ['confirmPassword'],
    message: 'Passwords do not match.',
  });

export function NewPasswordForm({ onSave }: { onSave: (password: string) => Promise<void> }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(Passwords),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  return (
    <form
      className={styles.stack}
      onSubmit={handleSubmit(({ password }) => onSave(password))}
      noValidate
    >
      <h4 className={styles.stackTitle}>{t('labels.setNewPassword')}</h4>
      <div className={styles.grid}>
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
      </div>
      <div className={styles.inlineActions}>
        <BusyButton type="submit" pending={isSubmitting}>
          {t('labels.savePassword')}
        </BusyButton>
      </div>
    </form>
  );
}
