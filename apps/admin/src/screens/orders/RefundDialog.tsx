import { useState } from 'react';
import { RefundRequest, shareOfUnits, type AdminOrder } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { ApiError } from '../../shared/api/client.ts';
import { fieldError, schemaProblems } from '../../shared/api/errors.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import { TextAreaField, TextField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { formatIn } from '../../shared/money.ts';
import { centsText, parseCents } from './amount.ts';
import { orderActions } from './api.ts';
import { LineQuantities } from './LineQuantities.tsx';
import { useOrderAction } from './useOrderAction.ts';

/**
 * Units of each line given back by the order's refunds so far: a line's next units are worth
 * their share of what it was paid after those (shareOfUnits), as refunds split it exactly.
 */
function refundedUnits(order: AdminOrder) {
  const units = new Map<number, number>();
  for (const line of order.refunds.flatMap((r) => r.lines ?? [])) {
    units.set(line.orderItemId, (units.get(line.orderItemId) ?? 0) + line.qty);
  }
  return units;
}

/**
 * Gives back part or all of what is left of the payment, in the order's currency, with a reason;
 * lines are optional (choosing them proposes what they were paid). The server refuses more than
 * is left, even in a race.
 */
export function RefundDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t, language } = useTranslation();
  const { currency } = order;
  const money = (minor: number) => formatIn(language, minor, currency);
  const refundable = order.paidCents - order.refundedCents;
  const [amount, setAmount] = useState(centsText(refundable, currency));
  const [reason, setReason] = useState('');
  const [qty, setQty] = useState<Record<number, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const refund = useOrderAction(
    order.code,
    (body: RefundRequest) => orderActions.refund(order.code, body),
    t('orders.refundedToast', { code: order.code }),
    onClose,
  );
  const tooMuch = t('orders.amountTooMuch', { amount: money(refundable) });
  // The server's "at most" names the amount left when it decided: the order shown is reloaded
  // on a refusal, so the words come from it, in the staff member's language.
  const serverProblem = (field: string) =>
    field === 'amountCents' && refund.error instanceof ApiError && refund.error.fields.amountCents
      ? tooMuch
      : fieldError(t, refund.error, field);
  const problem = (field: string) => problems[field] ?? serverProblem(field);
  const chooseLine = (id: number, value: string) => {
    const next = { ...qty, [id]: value };
    setQty(next);
    const given = refundedUnits(order);
    const worth = order.items.reduce((sum, item) => {
      const units = Math.min(Number(next[item.id]) || 0, item.qty);
      // An order placed before markets may not know what a line was paid: its price, then.
      if (item.paidCents === null) return sum + item.priceCents * units;
      const before = Math.min(given.get(item.id) ?? 0, item.qty - units);
      return sum + shareOfUnits(item.paidCents, item.qty, before, units);
    }, 0);
    if (worth > 0) setAmount(centsText(Math.min(worth, refundable), currency));
  };
  return (
    <Dialog open onClose={onClose} title={t('orders.refundTitle', { code: order.code })}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const amountCents = parseCents(amount, currency);
          const lines = order.items
            .map((item) => ({ orderItemId: item.id, qty: Number(qty[item.id]) || 0 }))
            .filter((line) => line.qty > 0);
          const found: Record<string, string> = {};
          if (amountCents === null || amountCents <= 0)
            found.amountCents = t('orders.amountInvalid', { example: centsText(1250, currency) });
          else if (amountCents > refundable) found.amountCents = tooMuch;
          const parsed = RefundRequest.safeParse({
            amountCents,
            reason,
            lines: lines.length ? lines : undefined,
          });
          if (!parsed.success) schemaProblems(t, parsed.error.issues, found);
          setProblems(found);
          if (parsed.success && !Object.keys(found).length) refund.mutate(parsed.data);
        }}
      >
        <p>{t('orders.refundable', { amount: money(refundable) })}</p>
        <LineQuantities
          legend={t('orders.linesRefunded')}
          items={order.items}
          max={(item) => item.qty}
          values={qty}
          onChange={chooseLine}
          error={problem('lines')}
        />
        <TextField
          label={t('orders.amount', { currency })}
          hint={t('orders.amountHint')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={problem('amountCents')}
        />
        <TextAreaField
          label={t('orders.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problem('reason')}
        />
        <DialogActions
          onCancel={onClose}
          error={serverProblem('amountCents') ? null : refund.error}
        >
          <Button type="submit" disabled={refund.isPending}>
            {t('orders.refund')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
