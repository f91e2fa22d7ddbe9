import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Order } from '@atelier/contract';
import { useParams, useNavigate } from '@atelier/ui/router';
import { Spinner } from '@atelier/ui/spinner';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { ApiError } from '../../shared/api/client.ts';
import { useAccountUser } from '../account/useAccountUser.ts';
import { useOrder, useOrderKey } from './api.ts';
import { OrderDetail } from './OrderDetail.tsx';
import styles from './orders.module.css';

/**
 * /orders/{code}: the page every order mail links to (the contract's orderPagePath). A guest's
 * link carries its key (?key=), which opens the order signed out; without one the shopper signs
 * in and comes back here, and another account's order reads as not found.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  useDocumentTitle(t('orders.orderTitle', { code }));
  return useOrderKey() ? <GuestOrder code={code} /> : <AccountOrder code={code} />;
}

function GuestOrder({ code }: { code: string }) {
  const { t } = useTranslation();
  const order = useOrder(code);
  return (
    <OrderView order={order} missing={t('orders.linkNotFound', { code })}>
      <p className={styles.keepLink} role="note">
        {t('orders.keepLink')}
      </p>
    </OrderView>
  );
}

function AccountOrder({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAccountUser();
  const order = useOrder(user.data ? code : null);
  return (
    <OrderView
      order={order}
      missing={t('orders.notFound', { code })}
      onBack={() => void navigate('/profile')}
    />
  );
}

/** The order once read; else why not (`missing`: the text of a 404), or its spinner. */
function OrderView({
  order,
  missing,
  onBack,
  children,
}: {
  order: UseQueryResult<Order>;
  missing: string;
  onBack?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (order.data) {
    return (
      <div className="container">
        {children}
        <OrderDetail order={order.data} onBack={onBack} />
      </div>
    );
  }
  if (order.error) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="container">
        <p className={`${styles.status} ${styles.failed}`} role="alert">
          {notFound ? missing : t('orders.failed')}
        </p>
      </div>
    );
  }
  return (
    <div className={`container ${styles.status}`}>
      <Spinner label={t('orders.loading')} />
    </div>
  );
}
