import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreditAdjustRequest, type AdminCustomer } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { fieldError, schemaProblems } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import { TextAreaField, TextField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { formatMoney } from '../../shared/money.ts';
import { parseCents } from '../orders/amount.ts';
import { adjustCredit, customerKey, CUSTOMERS } from './api.ts';

/** Adds store credit (or takes some away, with a minus) for a reason kept in their history. */
export function CreditDialog({
  customer,
  onClose,
}: {
  customer: AdminCustomer;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: CreditAdjustRequest) => adjustCredit(customer.id, body),
    onSuccess: async (after) => {
      client.setQueryData(customerKey(customer.id), after);
      showToast(t('customers.adjusted', { amount: formatMoney(language, after.creditCents) }));
      onClose();
      await client.invalidateQueries({ queryKey: ['list', CUSTOMERS] });
    },
  });
  const problem = (field: string) => problems[field] ?? fieldError(t, save.error, field);
  return (
    <Dialog open onClose={onClose} title={t('customers.adjustTitle', { email: customer.email })}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const amountCents = parseCents(amount);
          const parsed = CreditAdjustRequest.safeParse({ amountCents: amountCents ?? NaN, reason });
          const found: Record<string, string> = {};
          if (!parsed.success) schemaProblems(t, parsed.error.issues, found);
          if (amountCents === null) found.amountCents = t('customers.amountInvalid');
          setProblems(found);
          if (parsed.success && amountCents !== null) save.mutate(parsed.data);
        }}
      >
        <p>{t('customers.balance', { amount: formatMoney(language, customer.creditCents) })}</p>
        <TextField
          label={t('customers.amount')}
          hint={t('customers.amountHint')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={problem('amountCents')}
        />
        <TextAreaField
          label={t('customers.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problem('reason')}
        />
        <DialogActions
          onCancel={onClose}
          error={fieldError(t, save.error, 'amountCents') ? null : save.error}
        >
          <Button type="submit" disabled={save.isPending}>
            {t('customers.saveAdjustment')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
