import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { AddressFields } from '@atelier/contract';
import { Field } from '../auth/index.ts';
import { PlaceFields } from '../account/addresses/PlaceFields.tsx';
import styles from './checkout.module.css';

type Name = Exclude<keyof AddressFields, 'default' | 'country' | 'city' | 'region'>;

// SPEC §5 "Address form (profile)": these six required, line 2 and email optional, phone as tel;
// then country, city and region (PlaceFields). The labels are the profile's address form's.
type Label = `address.${'name' | 'phone' | 'flatNo' | 'line1' | 'line2' | 'zip' | 'email'}`;

const FIELDS: { name: Name; label: Label; autoComplete: string; type?: string; wide?: boolean }[] =
  [
    { name: 'name', label: 'address.name', autoComplete: 'name' },
    { name: 'phone', label: 'address.phone', autoComplete: 'tel', type: 'tel' },
    { name: 'flatNo', label: 'address.flatNo', autoComplete: 'address-line1' },
    { name: 'addrssLine1', label: 'address.line1', autoComplete: 'address-line2' },
    { name: 'addrsesLine2', label: 'address.line2', autoComplete: 'address-line3', wide: true },
    { name: 'zipocode', label: 'address.zip', autoComplete: 'postal-code' },
    { name: 'email', label: 'address.email', autoComplete: 'email', type: 'email', wide: true },
  ];

interface Props {
  register: UseFormRegister<AddressFields>;
  setValue: UseFormSetValue<AddressFields>;
  errors: FieldErrors<AddressFields>;
  country: string | undefined;
  /** A guest's: the email is required, their order's mails and link go there. */
  guest?: boolean;
}

/** The full new-address form of checkout, with the profile's rules (the contract's schema). */
export function AddressFieldset({ register, setValue, errors, country, guest = false }: Props) {
  const { t } = useTranslation();
  const field = (f: (typeof FIELDS)[number]) => {
    const guestEmail = guest && f.name === 'email';
    return (
      <Field
        key={f.name}
        label={t(guestEmail ? 'labels.email' : f.label)}
        hint={guestEmail ? t('checkout.guestEmailHint') : undefined}
        type={f.type ?? 'text'}
        autoComplete={`shipping ${f.autoComplete}`}
        error={errors[f.name]?.message}
        className={f.wide ? styles.wide : undefined}
        {...register(f.name)}
      />
    );
  };
  return (
    <fieldset className={styles.addressForm}>
      <legend className={styles.legend}>{t('checkout.newAddress')}</legend>
      {FIELDS.slice(0, 5).map(field)}
      <PlaceFields
        register={register}
        setValue={setValue}
        errors={errors}
        country={country}
        autoCompleteSection="shipping "
      />
      {FIELDS.slice(5).map(field)}
    </fieldset>
  );
}
