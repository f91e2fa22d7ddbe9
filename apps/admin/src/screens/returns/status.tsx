import type { ReturnStatus } from '@atelier/contract';
import { StatusBadge, type Tone } from '../../shared/feedback/StatusBadge.tsx';
import { useTranslation } from '../../shared/i18n.ts';

const TONES: Record<ReturnStatus, Tone> = {
  REQUESTED: 'warning',
  APPROVED: 'accent',
  IN_TRANSIT: 'accent',
  RECEIVED: 'warning',
  CLOSED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'neutral',
};

/** A return's status in words, coloured. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`returns.statuses.${status}`)}</StatusBadge>;
}
