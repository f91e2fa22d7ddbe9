import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { z } from 'zod';
import { Username, type User } from '@atelier/contract';
import { api, ApiError } from '../../../shared/api/client.ts';
import { notify } from '../../../shared/notifications/store.ts';
import { Button } from '@atelier/ui/button';
import { BusyButton, errorText, Field } from '../../auth/index.ts';
import { rememberUser } from '../useAccountUser.ts';
import { PasswordUpdate } from './PasswordUpdate.tsx';
import styles from '../account.module.css';

const ProfileForm = z.object({ username: Username });

/** Read-only account facts, the editable username, and the password change (SPEC §2, §4, §5). */
export function ProfileTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formId = useId();
  // A new key remounts the password flow: Cancel puts it back to idle.
  const [passwordFlow, setPasswordFlow] = useState(0);
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(ProfileForm),
    values: { username: user.username },
  });
  const { errors, isSubmitting } = formState;

  const save = handleSubmit(async ({ username }) => {
    if (username === user.username) return notify(t('account.noChanges'), 'info');
    try {
      const saved = await api.patch<User>('/users/details', { username });
      rememberUser(queryClient, saved);
      notify(t('account.usernameUpdated'), 'success');
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.username : undefined;
      if (field) setError('username', { message: field });
      notify(errorText(t, error, t('errors.generic')), 'error');
    }
  });

  const cancel = () => {
    reset({ username: user.username });
    setPasswordFlow((n) => n + 1);
  };

  const readOnly = [
    { label: t('labels.email'), value: user.email },
    { label: t('labels.subscriptionType'), value: user.subscriptionType },
    { label: t('labels.referralCode'), value: user.referral },
    { label: t('labels.referredBy'), value: user.referredBy || t('account.notAvailable') },
  ];

  return (
    <section aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={styles.sectionTitle}>
        {t('labels.editProfile')}
      </h2>
      <form id={formId} className={styles.grid} onSubmit={save} noValidate>
        <Field
          label={t('labels.username')}
          autoComplete="nickname"
          maxLength={40}
          error={errors.username?.message}
          {...register('username')}
        />
        {readOnly.map(({ label, value }) => (
          <Field key={label} label={label} value={value} readOnly />
        ))}
      </form>
      <PasswordUpdate key={passwordFlow} email={user.email} />
      <div className={styles.formActions}>
        <Button variant="ghost" onClick={cancel}>
          {t('labels.cancel')}
        </Button>
        <BusyButton type="submit" form={formId} pending={isSubmitting}>
          {t('labels.saveChanges')}
        </BusyButton>
      </div>
    </section>
  );
}
