import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { AddressFields } from '@atelier/contract';
import { Field } from '../auth/index.ts';
import styles from './checkout.module.css';

type Name = Exclude<keyof AddressFields, 'default'>;

// SPEC §5 "Address form (profile)": these six required, line 2 and email optional, phone as tel.
// The labels are the profile's address form's.
type Label =
  `address.${'name' | 'phone' | 'flatNo' | 'line1' | 'line2' | 'zip' | 'country' | 'email'}`;

const FIELDS: { name: Name; label: Label; autoComplete: string; type?: string; wide?: boolean }[] =
  [
    { name: 'name', label: 'address.name', autoComplete: 'name' },
    { name: 'phone', label: 'address.phone', autoComplete: 'tel', type: 'tel' },
    { name: 'flatNo', label: 'address.flatNo', autoComplete: 'address-line1' },
    { name: 'addrssLine1', label: 'address.line1', autoComplete: 'address-line2' },
    { name: 'addrsesLine2', label: 'address.line2', autoComplete: 'address-line3', wide: true },
    { name: 'zipocode', label: 'address.zip', autoComplete: 'postal-code' },
    { name: 'country', label: 'address.country', autoComplete: 'country-name' },
    { name: 'email', label: 'address.email', autoComplete: 'email', type: 'email', wide: true },
  ];

interface Props {
  register: UseFormRegister<AddressFields>;
  errors: FieldErrors<AddressFields>;
}

/** The full new-address form of checkout, with the profile's rules (the contract's schema). */
export function AddressFieldset({ register, errors }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.addressForm}>
      <legend className={styles.legend}>{t('checkout.newAddress')}</legend>
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          label={t(field.label)}
          type={field.type ?? 'text'}
          autoComplete={`shipping ${field.autoComplete}`}
          error={errors[field.name]?.message}
          className={field.wide ? styles.wide : undefined}
          {...register(field.name)}
        />
      ))}
    </fieldset>
  );
}
