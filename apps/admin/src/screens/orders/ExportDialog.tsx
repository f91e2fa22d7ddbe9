import { useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@atelier/contract';
import { Button, buttonClassName } from '@atelier/ui/button';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import { SelectField, TextField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { exportUrl } from './api.ts';

/** The orders of a period (and a status) as CSV for accounting: the server writes the file. */
export function ExportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ from: '', to: '', status: '' as OrderStatus | '' });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  const query = { from: form.from, to: form.to, status: form.status || undefined };
  const backwards = Boolean(form.from && form.to && form.from > form.to);
  return (
    <Dialog open onClose={onClose} title={t('orders.exportTitle')}>
      <div className={formStyles.form}>
        <p>{t('orders.exportText')}</p>
        <div className={formStyles.row}>
          <TextField
            label={t('orders.from')}
            type="date"
            value={form.from}
            onChange={set('from')}
          />
          <TextField
            label={t('orders.to')}
            type="date"
            value={form.to}
            onChange={set('to')}
            error={backwards ? t('orders.toBeforeFrom') : undefined}
          />
        </div>
        <SelectField label={t('orders.status')} value={form.status} onChange={set('status')}>
          <option value="">{t('orders.anyStatus')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orders.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <DialogActions onCancel={onClose}>
          {backwards ? (
            <Button disabled>{t('orders.download')}</Button>
          ) : (
            <a className={buttonClassName({})} href={exportUrl(query)} download onClick={onClose}>
              {t('orders.download')}
            </a>
          )}
        </DialogActions>
      </div>
    </Dialog>
  );
}
