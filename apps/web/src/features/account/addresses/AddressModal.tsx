import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { AddressFields, type Address } from '@atelier/contract';
import { ApiError } from '../../../shared/api/client.ts';
import { notify } from '../../../shared/notifications/store.ts';
import { Button } from '@atelier/ui/button';
import { Dialog, DialogButtons } from '@atelier/ui/dialog';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { BusyButton, errorText, Field, formStyles } from '../../auth/index.ts';
import { PlaceFields } from './PlaceFields.tsx';
import { useSaveAddress } from './useAddresses.ts';
import styles from './addresses.module.css';

const BLANK: AddressFields = {
  name: '',
  phone: '',
  flatNo: '',
  addrssLine1: '',
  addrsesLine2: '',
  city: '',
  region: '',
  zipocode: '',
  country: '',
  email: '',
  default: false,
};

const fieldsOf = ({ id: _id, userId: _user, ...fields }: Address): AddressFields => fields;

/**
 * Add or edit an address in the shared modal dialog. Mounted per opening, so it starts afresh.
 */
export function AddressModal({ address, onClose }: { address?: Address; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAddress();
  const { register, handleSubmit, setError, setValue, control, formState } = useForm({
    resolver: zodResolver(AddressFields),
    defaultValues: address ? fieldsOf(address) : BLANK,
  });
  const { errors } = formState;
  const country = useWatch({ control, name: 'country' });

  const submit = async (fields: AddressFields) => {
    try {
      await save.mutateAsync({ id: address?.id, fields });
      notify(t(address ? 'address.updated' : 'address.added'), 'success');
      onClose();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fields : {};
      for (const [name, message] of Object.entries(fieldErrors)) {
        if (name in BLANK) setError(name as keyof AddressFields, { message });
      }
      notify(errorText(t, error, t('address.saveFailed')), 'error');
    }
  };

  const text = (
    name: 'name' | 'phone' | 'flatNo' | 'addrssLine1' | 'addrsesLine2' | 'zipocode' | 'email',
    max: number,
  ) => ({
    error: errors[name]?.message,
    maxLength: max,
    ...register(name),
  });

  return (
    <Dialog
      wide
      onClose={onClose}
      title={t(address ? 'address.editTitle' : 'address.addTitle')}
      closeLabel={t('address.close')}
      closeIcon={<CloseIcon />}
    >
      <form
        className={styles.form}
        onSubmit={(event) => void handleSubmit(submit)(event)}
        noValidate
      >
        <div className={styles.fields}>
          <Field label={t('address.name')} autoComplete="name" {...text('name', 100)} />
          <Field label={t('address.phone')} type="tel" autoComplete="tel" {...text('phone', 20)} />
          <Field label={t('address.flatNo')} autoComplete="address-line1" {...text('flatNo', 50)} />
          <Field
            label={t('address.line1')}
            autoComplete="address-line2"
            {...text('addrssLine1', 200)}
          />
          <Field
            label={t('address.line2')}
            autoComplete="address-line3"
            {...text('addrsesLine2', 200)}
          />
          <PlaceFields register={register} setValue={setValue} errors={errors} country={country} />
          <Field label={t('address.zip')} autoComplete="postal-code" {...text('zipocode', 20)} />
          <Field
            label={t('address.email')}
            type="email"
            autoComplete="email"
            {...text('email', 254)}
          />
        </div>
        <label className={formStyles.checkbox}>
          <input type="checkbox" {...register('default')} />
          {t('address.setDefault')}
        </label>
        <DialogButtons>
          <Button variant="ghost" onClick={onClose}>
            {t('labels.cancel')}
          </Button>
          <BusyButton type="submit" pending={save.isPending}>
            {address ? t('labels.saveChanges') : t('address.addButton')}
          </BusyButton>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
