import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { OrderStatus } from '@atelier/contract';
import { statusLabel } from './api.ts';
import styles from './orders.module.css';

const TONE: Record<OrderStatus, string> = {
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
  return (
    <span className={`${styles.badge} ${styles[TONE[status]]}`}>{statusLabel(t, status)}</span>
  );
}
