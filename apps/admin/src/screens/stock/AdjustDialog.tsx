import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADJUST_REASONS, StockAdjustRequest } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { fieldError, translateMessage } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import { SelectField, TextAreaField, TextField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { adjustStock, LEDGER, LOW_STOCK } from './api.ts';

type Reason = (typeof ADJUST_REASONS)[number];

/** A manual stock change with its reason; it becomes a ledger row (and an audit entry). */
export function AdjustDialog({ sku, onClose }: { sku: string; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState({ sku, delta: '', reason: 'count' as Reason, note: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const adjust = useMutation({
    mutationFn: adjustStock,
    onSuccess: async (level) => {
      showToast(t('stock.adjusted', { sku: level.sku, stock: level.stock }));
      await client.invalidateQueries({ queryKey: ['list', LEDGER] });
      await client.invalidateQueries({ queryKey: ['list', LOW_STOCK] });
      onClose();
    },
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  const problem = (field: string) => problems[field] ?? fieldError(t, adjust.error, field);
  const counting = form.reason === 'count';

  return (
    <Dialog open onClose={onClose} title={t('stock.adjustTitle')}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // A count is the units counted (0 is one); any other reason is a change in units.
          const typed = Number(form.delta);
          const units = form.delta.trim() === '' || Number.isNaN(typed) ? undefined : typed;
          const parsed = StockAdjustRequest.safeParse({
            ...form,
            delta: counting ? undefined : (units ?? 0),
            count: counting ? units : undefined,
          });
          if (!parsed.success) {
            // The one number field shows the count's problems too.
            const found = Object.fromEntries(
              parsed.error.issues.map((i) => [
                i.path[0] === 'count' ? 'delta' : String(i.path[0]),
                translateMessage(t, i.message),
              ]),
            );
            // The contract's SKU rule has no words of its own for an empty field.
            if (!form.sku.trim()) found.sku = translateMessage(t, 'Required');
            setProblems(found);
            return;
          }
          setProblems({});
          adjust.mutate(parsed.data);
        }}
      >
        <TextField
          label={t('stock.sku')}
          value={form.sku}
          onChange={set('sku')}
          error={problem('sku')}
        />
        <div className={formStyles.row}>
          <TextField
            label={counting ? t('stock.counted') : t('stock.delta')}
            hint={counting ? t('stock.countedHint') : t('stock.deltaHint')}
            inputMode="numeric"
            value={form.delta}
            onChange={set('delta')}
            error={problem('delta') ?? fieldError(t, adjust.error, 'count')}
            data-autofocus={sku ? true : undefined}
          />
          <SelectField label={t('stock.reason')} value={form.reason} onChange={set('reason')}>
            {ADJUST_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`stock.reasons.${reason}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label={t('stock.note')}
          hint={form.reason === 'other' ? t('stock.noteRequired') : t('stock.noteOptional')}
          value={form.note}
          onChange={set('note')}
          error={problem('note')}
        />
        <DialogActions
          onCancel={onClose}
          error={fieldError(t, adjust.error, 'delta') ? null : adjust.error}
        >
          <Button type="submit" disabled={adjust.isPending}>
            {t('stock.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
