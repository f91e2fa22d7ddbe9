import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { AddressFields } from '@atelier/contract';
import { regionName, regionsOf } from '@atelier/contract/regions';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { Field, SelectField } from '../../auth/index.ts';
import { countryOptions } from './place.ts';

interface Props {
  register: UseFormRegister<AddressFields>;
  setValue: UseFormSetValue<AddressFields>;
  errors: FieldErrors<AddressFields>;
  /** The country chosen so far: its regions are offered. */
  country: string | undefined;
  /** 'shipping ' in checkout, so the browser fills the delivery address. */
  autoCompleteSection?: string;
}

/**
 * Country from the list, city, and the region where the country's post uses one (the contract's
 * table, so the server asks for the same). Changing the country clears a region of another one.
 */
export function PlaceFields({
  register,
  setValue,
  errors,
  country = '',
  autoCompleteSection = '',
}: Props) {
  const { t, language } = useTranslation();
  const regions = regionsOf(country);
  const regionLabel = ['US', 'CA', 'AU', 'JP', 'CN', 'TW'].includes(country)
    ? t(`address.regionOf.${country as 'US'}`)
    : t('address.region');
  return (
    <>
      <SelectField
        label={t('address.country')}
        autoComplete={`${autoCompleteSection}country`}
        error={errors.country?.message}
        {...register('country', { onChange: () => setValue('region', '') })}
      >
        <option value="">{t('address.chooseCountry')}</option>
        {countryOptions(language).map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('address.city')}
        autoComplete={`${autoCompleteSection}address-level2`}
        maxLength={100}
        error={errors.city?.message}
        {...register('city')}
      />
      {regions.length > 0 && (
        <SelectField
          label={regionLabel}
          autoComplete={`${autoCompleteSection}address-level1`}
          error={errors.region?.message}
          {...register('region')}
        >
          <option value="">{t('address.chooseRegion')}</option>
          {regions.map((r) => (
            <option key={r.code} value={r.code}>
              {regionName(country, r.code, language)}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
