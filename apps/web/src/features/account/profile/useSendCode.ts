import { useState } from 'react';
import type { Message } from '@atelier/contract';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { notify } from '../../../shared/notifications/store.ts';
import { errorText, retryAfterSeconds, translateMessage } from '../../auth/index.ts';

/**
 * Mails the first code of a code-entry flow and says so; `onSent` then shows the code entry, with
 * the seconds left before another may be sent when the server refused one sent under a minute ago
 * (that code is still good).
 */
export function useSendCode(send: () => Promise<Message>, onSent: (wait?: number) => void) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const start = async () => {
    setSending(true);
    try {
      notify(translateMessage(t, (await send()).message), 'success');
      onSent();
    } catch (error) {
      notify(errorText(t, error, t('account.otpSendFailed')), 'error');
      const wait = retryAfterSeconds(error);
      if (wait) onSent(wait);
    } finally {
      setSending(false);
    }
  };
  return { sending, start };
}
