import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withOrderKey, type Order } from '@atelier/contract';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { api } from '../../shared/api/client.ts';
import { notify } from '../../shared/notifications/store.ts';
import { Button, ButtonLink } from '@atelier/ui/button';
import { shopperErrorText } from '../cart/messages.ts';
import { linkKey, ORDERS_KEY } from '../orders/api.ts';
import { payPath } from './paths.ts';
import styles from './PendingActions.module.css';

/**
 * An order awaiting card payment can always be finished or abandoned: Pay now opens its payment
 * page; Cancel gives its stock back (its lines stay in the cart).
 */
export function PendingActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const key = linkKey(order);
  const cancel = useMutation({
    mutationFn: () =>
      api.post<Order>(
        withOrderKey(
          `/v1/orders/by-code/${encodeURIComponent(order.orderCode)}/cancel?lang=${lang}`,
          key,
        ),
      ),
    onSuccess: () => {
      notify(t('orders.cancelled'), 'success');
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
    onError: (error) => {
      notify(shopperErrorText(t, error), 'error');
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
  if (order.status !== 'PENDING_PAYMENT') return null;
  return (
    <div className={styles.actions}>
      <p className={styles.hint}>{t('orders.awaitingHint')}</p>
      <ButtonLink to={payPath(order.orderCode, key)}>{t('orders.payNow')}</ButtonLink>
      <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
        {t('orders.cancelOrder')}
      </Button>
    </div>
  );
}
