import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { Dialog } from '@atelier/ui/dialog';
import { Spinner } from '@atelier/ui/spinner';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { notify } from '../../shared/notifications/store.ts';
import { useMoney } from '../cart/index.ts';
import type { PaymentOutcome } from '../payment/PaymentPage.tsx';
import { StripeForm } from '../payment/StripeForm.tsx';
import { TestCardForm } from '../payment/TestCardForm.tsx';
import { linkKey, ORDERS_KEY } from './api.ts';
import { confirmBalance, useBalanceIntent } from './swap.ts';
import styles from './orders.module.css';

/**
 * What a change made a paid order owe, or a return's exchange for a dearer size, and the card
 * form paying it: the order or the exchange ships once paid.
 */
export function BalanceDue({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney(order.currency);
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const intent = useBalanceIntent(order, paying);
  if (!order.balanceDue) return null;
  const done = ({ succeeded, reason }: PaymentOutcome) => {
    notify(
      succeeded ? t('orders.swap.paid') : (reason ?? t('payment.errors.declined')),
      succeeded ? 'success' : 'error',
    );
    if (succeeded) setPaying(false);
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  };
  const amount = money(order.balanceDue);
  return (
    <div className={styles.balance} role="status">
      {/* Once delivered, only a return's exchange for a dearer size can owe (returns/). */}
      <p>
        {t(order.status === 'DELIVERED' ? 'orders.swap.dueExchange' : 'orders.swap.due', {
          amount,
        })}
      </p>
      <Button onClick={() => setPaying(true)}>{t('orders.swap.pay', { amount })}</Button>
      {paying && (
        <Dialog
          title={t('orders.swap.pay', { amount })}
          closeLabel={t('orders.swap.close')}
          onClose={() => setPaying(false)}
        >
          {intent.data?.provider === 'test' ? (
            <TestCardForm
              intent={intent.data}
              orderKey={linkKey(order)}
              confirm={confirmBalance(order)}
              onDone={done}
            />
          ) : intent.data ? (
            // Stripe's webhook tells the server; the order is read again shortly after.
            <StripeForm
              intent={intent.data}
              orderCode={order.orderCode}
              orderKey={linkKey(order)}
              onDone={done}
            />
          ) : intent.isError ? (
            <p role="alert" className={styles.failed}>
              {t('orders.failed')}
            </p>
          ) : (
            <Spinner label={t('orders.loading')} />
          )}
        </Dialog>
      )}
    </div>
  );
}
