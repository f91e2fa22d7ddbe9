import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useNavigate } from '@atelier/ui/router';
import { api } from '../../shared/api/client.ts';
import { notify } from '../../shared/notifications/store.ts';
import { leaveAccount } from './session.ts';

/** Sign-out: ends the server session, clears `users` and goes home. */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await api.post<null>('/auth/logout');
      await leaveAccount(queryClient, () => navigate('/'));
      notify(t('auth.signedOut'), 'success');
    } catch {
      notify(t('errors.generic'), 'error');
    } finally {
      setPending(false);
    }
  };
  return { signOut, pending };
}
