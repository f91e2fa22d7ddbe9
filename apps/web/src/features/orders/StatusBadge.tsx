import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { OrderStatus } from '@atelier/contract';
import { statusLabel } from './api.ts';
import { Badge, type Tone } from '../../shared/ui/Badge.tsx';

const TONE: Record<OrderStatus, Tone> = {
  PENDING_PAYMENT: 'waiting',
  PLACED: 'ok',
  PAID: 'ok',
  SHIPPED: 'ok',
  DELIVERED: 'done',
  CANCELLED: 'bad',
  PAYMENT_FAILED: 'bad',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{statusLabel(t, status)}</Badge>;
}
