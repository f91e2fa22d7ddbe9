import type { AdminOrder } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { formatIn } from '../../shared/money.ts';
import { orderActions } from './api.ts';
import { useOrderAction } from './useOrderAction.ts';

/** Marking delivered, or recording the cash collected: one question, one button. */
export function ConfirmDialog({
  order,
  action,
  onClose,
}: {
  order: AdminOrder;
  action: 'deliver' | 'collectCash';
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const code = order.code;
  const words =
    action === 'deliver'
      ? {
          title: t('orders.deliverTitle', { code }),
          text: t('orders.deliverText'),
          button: t('orders.markDelivered'),
          done: t('orders.deliveredToast', { code }),
        }
      : {
          title: t('orders.cashTitle', { code }),
          text: t('orders.cashText', {
            amount: formatIn(language, order.totalCents, order.currency),
          }),
          button: t('orders.recordCash'),
          done: t('orders.cashToast', { code }),
        };
  const run = useOrderAction(code, () => orderActions[action](code), words.done, onClose);
  return (
    <Dialog open onClose={onClose} title={words.title}>
      <div className={formStyles.form}>
        <p>{words.text}</p>
        <DialogActions onCancel={onClose} error={run.error}>
          <Button data-autofocus disabled={run.isPending} onClick={() => run.mutate(undefined)}>
            {words.button}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
