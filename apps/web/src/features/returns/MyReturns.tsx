import { withOrderKey, type Order } from '@atelier/contract';
import { Button, ButtonLink } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { linkKey } from '../orders/api.ts';
import { useMyReturns, useOrderReturns } from './api.ts';
import { ReturnCard } from './ReturnCard.tsx';
import styles from './returns.module.css';

/** My Account's My Returns tab: the shopper's returns, newest first, each with its timeline. */
export function MyReturns() {
  const { t } = useTranslation();
  const returns = useMyReturns();
  if (returns.isPending) {
    return (
      <div className={styles.state} aria-busy="true">
        <Spinner label={t('returns.loadingMine')} />
      </div>
    );
  }
  if (returns.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('returns.loadFailedMine')}</p>
        <Button variant="secondary" onClick={() => void returns.refetch()}>
          {t('account.retry')}
        </Button>
      </div>
    );
  }
  if (!returns.data.length) {
    return (
      <div className={styles.empty}>
        <p>{t('returns.none')}</p>
        <p className={styles.muted}>{t('returns.howTo')}</p>
        <ButtonLink variant="secondary" to="/profile?tab=orders">
          {t('labels.orders')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className={styles.cards}>
      {returns.data.map((ret) => (
        <li key={ret.code}>
          <ReturnCard ret={ret} showOrder />
        </li>
      ))}
    </ul>
  );
}

/** The order page's way into a return (a guest's by the link's key). */
const returnPath = (order: Order) =>
  withOrderKey(`/orders/${encodeURIComponent(order.orderCode)}/return`, linkKey(order));

/** The order page's returns: "Return or exchange" once delivered, and the order's returns. */
export function OrderReturns({ order }: { order: Order }) {
  const { t } = useTranslation();
  const key = linkKey(order);
  const returns = useOrderReturns(order.orderCode, key).data ?? [];
  if (order.status !== 'DELIVERED' && !returns.length) return null;
  return (
    <section className={styles.orderReturns} aria-labelledby="order-returns">
      <h3 id="order-returns">{t('returns.heading')}</h3>
      {order.status === 'DELIVERED' && (
        <ButtonLink variant="secondary" to={returnPath(order)}>
          {t('returns.start')}
        </ButtonLink>
      )}
      {returns.length > 0 && (
        <ul className={styles.cards}>
          {returns.map((ret) => (
            <li key={ret.code}>
              <ReturnCard ret={ret} orderKey={key} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
