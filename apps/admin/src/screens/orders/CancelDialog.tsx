import { useState } from 'react';
import type { AdminOrder } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { fieldError } from '../../shared/api/errors.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import { TextAreaField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { formatIn } from '../../shared/money.ts';
import { orderActions } from './api.ts';
import { useOrderAction } from './useOrderAction.ts';
import styles from './orders.module.css';

/** Cancels an order nothing of which has shipped: stock back (unless told not), paid money back. */
export function CancelDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t, language } = useTranslation();
  const [restock, setRestock] = useState(true);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const cancel = useOrderAction(
    order.code,
    () => orderActions.cancel(order.code, { restock, reason: reason.trim() }),
    t('orders.cancelledToast', { code: order.code }),
    onClose,
  );
  const paidBack = order.paidCents - order.refundedCents;
  return (
    <Dialog open onClose={onClose} title={t('orders.cancelTitle', { code: order.code })}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setMissing(!reason.trim());
          if (reason.trim()) cancel.mutate(undefined);
        }}
      >
        <p>
          {paidBack > 0
            ? t('orders.cancelRefunds', { amount: formatIn(language, paidBack, order.currency) })
            : t('orders.cancelText')}
        </p>
        {order.kind === 'subscription' && order.status !== 'PENDING_PAYMENT' && (
          <p>{t('orders.cancelEndsPlan')}</p>
        )}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={restock}
            onChange={(event) => setRestock(event.target.checked)}
          />
          {t('orders.restock')}
        </label>
        <TextAreaField
          label={t('orders.reason')}
          hint={t('orders.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={missing ? t('serverMessages.say_why') : fieldError(t, cancel.error, 'reason')}
        />
        <DialogActions
          onCancel={onClose}
          cancelLabel={t('orders.keepOrder')}
          error={fieldError(t, cancel.error, 'reason') ? null : cancel.error}
        >
          <Button type="submit" disabled={cancel.isPending}>
            {t('orders.cancelOrder')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
