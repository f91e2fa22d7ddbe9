import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShippingZoneCreate, type ShippingZone } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { TextAreaField, TextField } from '@atelier/ui/field';
import { fieldError, schemaProblems } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { createZone, updateZone, ZONES_KEY } from './api.ts';
import { formOf, inputOf, newMethod } from './form.ts';
import { MethodFields } from './MethodFields.tsx';
import styles from './shipping.module.css';

interface Props {
  /** null: a new zone. */
  zone: ShippingZone | null;
  /** The currencies the shop sells in, a column of amounts each. */
  currencies: readonly string[];
  onClose: () => void;
}

/** A zone's places and its methods, checked by the contract before it is sent. */
export function ZoneDialog({ zone, currencies, onClose }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState(() => formOf(zone));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: ShippingZoneCreate) =>
      zone ? updateZone(zone.id, input) : createZone(input),
    onSuccess: async (saved) => {
      showToast(t('shipping.saved', { name: saved.name }));
      await client.invalidateQueries({ queryKey: ZONES_KEY });
      onClose();
    },
  });
  const problem = (field: string) => problems[field] ?? fieldError(t, save.error, field);
  return (
    <Dialog
      open
      onClose={onClose}
      title={zone ? t('shipping.editTitle', { name: zone.name }) : t('shipping.newTitle')}
    >
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = ShippingZoneCreate.safeParse(inputOf(form));
          const found: Record<string, string> = {};
          if (!parsed.success) schemaProblems(t, parsed.error.issues, found, true);
          setProblems(found);
          if (parsed.success) save.mutate(parsed.data);
        }}
      >
        <TextField
          label={t('shipping.name')}
          required
          value={form.name}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
          error={problem('name')}
        />
        <TextField
          label={t('shipping.countries')}
          hint={t('shipping.countriesHint')}
          value={form.countries}
          onChange={(event) => setForm({ ...form, countries: event.target.value })}
          error={problem('countries') ?? problem('countries.0')}
        />
        <TextAreaField
          label={t('shipping.postcodes')}
          hint={t('shipping.postcodesHint')}
          rows={2}
          value={form.postcodes}
          onChange={(event) => setForm({ ...form, postcodes: event.target.value })}
          error={problem('postcodes') ?? problem('postcodes.0')}
        />
        {form.methods.map((method, index) => (
          <MethodFields
            key={method.key}
            index={index}
            method={method}
            currencies={currencies}
            problem={problem}
            onChange={(next) =>
              setForm({
                ...form,
                methods: form.methods.map((m) => (m.key === method.key ? next : m)),
              })
            }
            onRemove={() =>
              setForm({ ...form, methods: form.methods.filter((m) => m.key !== method.key) })
            }
          />
        ))}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => setForm({ ...form, methods: [...form.methods, newMethod()] })}
          >
            {t('shipping.addMethod')}
          </Button>
        </div>
        <DialogActions onCancel={onClose} error={save.error}>
          <Button type="submit" disabled={save.isPending}>
            {t('shipping.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
