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

/**
 * An order's status in words, coloured; a refund shows beside it, "partly" while less than what
 * was paid has gone back.
 */
export function OrderStatusBadge({
  status,
  paidCents,
  refundedCents,
}: {
  status: OrderStatus;
  paidCents: number;
  refundedCents: number;
}) {
  const { t } = useTranslation();
  const refund = refundedCents <= 0 || status === 'CANCELLED' ? null : refundedCents < paidCents;
  return (
    <>
      <StatusBadge tone={TONES[status]}>{t(`orders.statuses.${status}`)}</StatusBadge>
      {refund !== null && (
        <>
          {' '}
          <StatusBadge tone="warning">
            {t(refund ? 'orders.partlyRefundedBadge' : 'orders.refundedBadge')}
          </StatusBadge>
        </>
      )}
    </>
  );
}

export function PaymentLabel({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  return <>{t(`orders.methods.${method}`)}</>;
}
