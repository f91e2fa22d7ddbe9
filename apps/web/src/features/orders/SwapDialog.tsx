import { useState } from 'react';
import type { Order, OrderItem } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { Dialog, DialogButtons } from '@atelier/ui/dialog';
import { Spinner } from '@atelier/ui/spinner';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { notify } from '../../shared/notifications/store.ts';
import { reasonOf, shopperErrorText } from '../cart/messages.ts';
import { useMoney } from '../cart/index.ts';
import { useSwap, useSwapOptions } from './swap.ts';
import styles from './orders.module.css';

/**
 * "Change size" on an unshipped order's line: the product's other sizes and colours in stock,
 * one chosen and swapped for it. The difference is refunded or asked for on the order page.
 */
export function SwapDialog({
  order,
  item,
  onClose,
}: {
  order: Order;
  item: OrderItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(order.currency);
  const options = useSwapOptions(order, item.id);
  const swap = useSwap(order, item.id);
  const [sku, setSku] = useState<string>();
  const list = options.data?.options ?? [];
  const submit = () => {
    if (!sku) return;
    swap.mutate(sku, {
      onSuccess: () => {
        notify(t('orders.swap.done'), 'success');
        onClose();
      },
      onError: (error) => {
        // Sold out meanwhile: the sizes are read again and the shopper picks another.
        if (reasonOf(error) === 'OUT_OF_STOCK') {
          setSku(undefined);
          void options.refetch();
        }
      },
    });
  };
  return (
    <Dialog title={t('orders.swap.title')} closeLabel={t('orders.swap.close')} onClose={onClose}>
      <p>{t('orders.swap.intro', { name: item.name })}</p>
      {options.isPending ? (
        <Spinner label={t('orders.swap.loading')} />
      ) : options.isError ? (
        <p role="alert" className={styles.failed}>
          {t('orders.swap.failed')}
        </p>
      ) : !list.length ? (
        <p role="status">{t('orders.swap.none')}</p>
      ) : (
        <fieldset className={styles.swapOptions} aria-label={t('orders.swap.title')}>
          {list.map((o, i) => (
            <label key={o.sku} className={styles.swapOption}>
              <input
                type="radio"
                name="swap-sku"
                value={o.sku}
                checked={sku === o.sku}
                onChange={() => setSku(o.sku)}
                data-autofocus={i === 0 ? true : undefined}
              />
              <span>
                {t('orders.swap.option', {
                  variant: [o.size, o.color].filter(Boolean).join(' · '),
                  price: money(o.price),
                })}
              </span>
              {o.inStock <= 3 && (
                <span className={styles.muted}>{t('orders.swap.left', { count: o.inStock })}</span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      {swap.isError && (
        <p role="alert" className={styles.failed}>
          {reasonOf(swap.error) === 'OUT_OF_STOCK'
            ? t('orders.swap.soldOut')
            : shopperErrorText(t, swap.error)}
        </p>
      )}
      <DialogButtons>
        <Button variant="secondary" onClick={onClose}>
          {t('orders.swap.keep')}
        </Button>
        <Button onClick={submit} disabled={!sku || swap.isPending}>
          {t('orders.swap.confirm')}
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
