import type { OrderStatus, PaymentMethod } from '@atelier/contract';
import { StatusBadge, type Tone } from '../../shared/feedback/StatusBadge.tsx';
import { useTranslation } from '../../shared/i18n.ts';

const TONES: Record<OrderStatus, Tone> = {
  PENDING_PAYMENT: 'neutral',
  PLACED: 'warning',
  PAID: 'accent',
  SHIPPED: 'accent',
  DELIVERED: 'success',
  CANCELLED: 'danger',
  PAYMENT_FAILED: 'danger',
};

/** An order's status in words, coloured; a refund shows beside it. */
export function OrderStatusBadge({
  status,
  refunded,
}: {
  status: OrderStatus;
  refunded?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <StatusBadge tone={TONES[status]}>{t(`orders.statuses.${status}`)}</StatusBadge>
      {refunded && status !== 'CANCELLED' && (
        <>
          {' '}
          <StatusBadge tone="warning">{t('orders.refundedBadge')}</StatusBadge>
        </>
      )}
    </>
  );
}

export function PaymentLabel({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  return <>{t(`orders.methods.${method}`)}</>;
}
