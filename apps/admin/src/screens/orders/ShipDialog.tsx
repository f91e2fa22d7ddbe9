import { useState } from 'react';
import type { Carrier } from '@atelier/contract';
import { FulfilRequest, type AdminOrder } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { fieldError, schemaProblems } from '../../shared/api/errors.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { orderActions, unshipped } from './api.ts';
import { CarrierFields } from './CarrierFields.tsx';
import { LineQuantities } from './LineQuantities.tsx';
import { useOrderAction } from './useOrderAction.ts';

/** Ships all or some of what is left: lines and quantities, a carrier and its tracking number. */
export function ShipDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const left = order.items.filter((item) => unshipped(item) > 0);
  const [qty, setQty] = useState(() =>
    Object.fromEntries(left.map((item) => [item.id, String(unshipped(item))])),
  );
  const [carrier, setCarrier] = useState<Carrier>('ups');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const ship = useOrderAction(
    order.code,
    (body: FulfilRequest) => orderActions.ship(order.code, body),
    t('orders.shippedToast', { code: order.code }),
    onClose,
  );
  const problem = (field: string) => problems[field] ?? fieldError(t, ship.error, field);
  return (
    <Dialog open onClose={onClose} title={t('orders.shipTitle', { code: order.code })}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const lines = left
            .map((item) => ({ orderItemId: item.id, qty: Number(qty[item.id]) }))
            .filter((line) => line.qty !== 0);
          const found: Record<string, string> = {};
          if (!lines.length) found.lines = t('orders.chooseLines');
          if (
            lines.some(
              (line, i) =>
                !Number.isInteger(line.qty) || line.qty < 0 || line.qty > unshipped(left[i]!),
            )
          ) {
            found.lines = t('orders.linesTooMany');
          }
          const parsed = FulfilRequest.safeParse({ lines, carrier, trackingNumber });
          if (!parsed.success) schemaProblems(t, parsed.error.issues, found);
          setProblems(found);
          if (parsed.success && !Object.keys(found).length) ship.mutate(parsed.data);
        }}
      >
        <LineQuantities
          legend={t('orders.linesToShip')}
          items={left}
          max={unshipped}
          values={qty}
          onChange={(id, value) => setQty({ ...qty, [id]: value })}
          error={problem('lines')}
        />
        <CarrierFields
          carrier={carrier}
          trackingNumber={trackingNumber}
          onCarrier={setCarrier}
          onTrackingNumber={setTrackingNumber}
          error={problem('trackingNumber')}
        />
        <DialogActions
          onCancel={onClose}
          error={fieldError(t, ship.error, 'trackingNumber') ? null : ship.error}
        >
          <Button type="submit" disabled={ship.isPending}>
            {t('orders.ship')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
