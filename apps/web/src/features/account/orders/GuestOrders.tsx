import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ClaimOrdersResult, Message, UnclaimedOrders } from '@atelier/contract';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { useLanguage } from '../../../shared/i18n/hooks.ts';
import { api } from '../../../shared/api/client.ts';
import { storedEmail } from '../../../shared/storage/keys.ts';
import { BusyButton } from '../../auth/index.ts';
import { ORDERS_KEY } from '../../orders/index.ts';
import { OtpEntry } from '../profile/OtpEntry.tsx';
import { useSendCode } from '../profile/useSendCode.ts';
import styles from '../account.module.css';

const UNCLAIMED_KEY = [...ORDERS_KEY, 'unclaimed'] as const;

type Stage = { name: 'found' } | { name: 'otp'; wait?: number } | { name: 'joined'; count: number };

/**
 * Orders placed as a guest with the account's email (issue 29 item 6): a code mailed to the
 * email proves it is the shopper's, and they join the account's orders.
 */
export function GuestOrders() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const unclaimed = useQuery({
    queryKey: UNCLAIMED_KEY,
    queryFn: () => api.get<z.infer<typeof UnclaimedOrders>>('/v1/orders/unclaimed'),
  });
  const [stage, setStage] = useState<Stage>({ name: 'found' });
  const sendCode = () => api.post<Message>('/v1/orders/claim/code', { lang });
  const { sending, start } = useSendCode(sendCode, (wait) => setStage({ name: 'otp', wait }));
  const claim = async (otp: string) => {
    const { claimed } = await api.post<z.infer<typeof ClaimOrdersResult>>('/v1/orders/claim', {
      otp,
    });
    setStage({ name: 'joined', count: claimed });
    // The list shows them, and none is left to claim.
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  };

  const count = unclaimed.data?.count ?? 0;
  const joined = stage.name === 'joined';
  return (
    <>
      {/* Present from the start, so that screen readers announce the orders joining. */}
      <p role="status" className={joined ? styles.notice : 'visually-hidden'}>
        {joined && t('orders.claim.joined', { count: stage.count })}
      </p>
      {!joined && count > 0 && (
        <section className={`${styles.notice} ${styles.stack}`} aria-labelledby="guest-orders">
          <h3 id="guest-orders" className={styles.subsectionTitle}>
            {t('orders.claim.found', { count })}
          </h3>
          <p className={styles.muted}>{t('orders.claim.prove')}</p>
          {stage.name === 'found' ? (
            <BusyButton variant="secondary" pending={sending} onClick={() => void start()}>
              {t('orders.claim.sendCode')}
            </BusyButton>
          ) : (
            <OtpEntry
              email={storedEmail() ?? ''}
              wait={stage.wait}
              resend={sendCode}
              verify={claim}
            />
          )}
        </section>
      )}
    </>
  );
}
