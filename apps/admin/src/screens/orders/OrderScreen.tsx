import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OrderMailKind } from '@atelier/contract';
import { Button, ButtonLink } from '@atelier/ui/button';
import { useParams } from '@atelier/ui/router';
import { ScreenLoading } from '../../app/ScreenStates.tsx';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { adminPath } from '../../shared/paths.ts';
import { allowedActions, loadOrder, orderKey } from './api.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { EditOrderDialog } from './EditOrderDialog.tsx';
import { MailDialog } from './MailDialog.tsx';
import {
  CustomerPanel,
  ItemsPanel,
  MailsPanel,
  MoneyPanel,
  ShipmentsPanel,
} from './OrderPanels.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import { ShipDialog } from './ShipDialog.tsx';
import { OrderStatusBadge, PaymentLabel } from './status.tsx';
import { Timeline } from './Timeline.tsx';
import styles from './orders.module.css';

type Open =
  'ship' | 'deliver' | 'collectCash' | 'cancel' | 'refund' | 'edit' | OrderMailKind | null;

/** One order: its lines, money, shipments, customer, mails and timeline, with its actions. */
export default function OrderScreen() {
  const { t, language } = useTranslation();
  const { code = '' } = useParams();
  const order = useQuery({ queryKey: orderKey(code), queryFn: () => loadOrder(code) });
  const [open, setOpen] = useState<Open>(null);
  if (order.isPending) return <ScreenLoading />;
  if (order.isError) {
    return <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />;
  }
  const data = order.data;
  const may = allowedActions(data);
  const close = () => setOpen(null);
  const action = (name: Exclude<Open, null>, label: string, variant?: 'secondary') => (
    <Button variant={variant} onClick={() => setOpen(name)}>
      {label}
    </Button>
  );
  return (
    <div className="stack">
      <ButtonLink variant="ghost" to={adminPath('/orders')} className={styles.back}>
        ← {t('orders.backToList')}
      </ButtonLink>
      <PageHeader
        title={t('orders.orderTitle', { code: data.code })}
        description={
          <span className={styles.summary}>
            <OrderStatusBadge
              status={data.status}
              paidCents={data.paidCents}
              refundedCents={data.refundedCents}
            />
            <span>{t('orders.placedOn', { date: formatDateTime(language, data.createdAt) })}</span>
            <span>
              <PaymentLabel method={data.paymentMethod} />
            </span>
          </span>
        }
        actions={
          <div className={styles.actions}>
            {may.ship && action('ship', t('orders.ship'))}
            {may.deliver && action('deliver', t('orders.markDelivered'))}
            {may.collectCash && action('collectCash', t('orders.recordCash'), 'secondary')}
            {may.refund && action('refund', t('orders.refund'), 'secondary')}
            {may.edit && action('edit', t('orders.edit.open'), 'secondary')}
            {may.cancel && action('cancel', t('orders.cancelOrder'), 'secondary')}
          </div>
        }
      />
      <div className={styles.grid}>
        <ItemsPanel order={data} />
        <MoneyPanel order={data} />
        <CustomerPanel order={data} />
        <ShipmentsPanel order={data} />
        <MailsPanel onOpen={setOpen} />
        <Timeline order={data} />
      </div>
      {open === 'ship' && <ShipDialog order={data} onClose={close} />}
      {(open === 'deliver' || open === 'collectCash') && (
        <ConfirmDialog order={data} action={open} onClose={close} />
      )}
      {open === 'cancel' && <CancelDialog order={data} onClose={close} />}
      {open === 'refund' && <RefundDialog order={data} onClose={close} />}
      {open === 'edit' && <EditOrderDialog order={data} onClose={close} />}
      {open && !['ship', 'deliver', 'collectCash', 'cancel', 'refund', 'edit'].includes(open) && (
        <MailDialog code={data.code} kind={open as OrderMailKind} onClose={close} />
      )}
    </div>
  );
}
