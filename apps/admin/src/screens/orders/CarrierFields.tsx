import { CARRIERS, type Carrier } from '@atelier/contract';
import { SelectField, TextField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { carrierName } from './timeline.ts';

/** A parcel's carrier and its tracking number, side by side (shipping an order, a return). */
export function CarrierFields({
  carrier,
  trackingNumber,
  onCarrier,
  onTrackingNumber,
  error,
}: {
  carrier: Carrier;
  trackingNumber: string;
  onCarrier: (carrier: Carrier) => void;
  onTrackingNumber: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={formStyles.row}>
      <SelectField
        label={t('orders.carrier')}
        value={carrier}
        onChange={(event) => onCarrier(event.target.value as Carrier)}
      >
        {(Object.keys(CARRIERS) as Carrier[]).map((key) => (
          <option key={key} value={key}>
            {carrierName(t, key)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('orders.trackingNumber')}
        value={trackingNumber}
        autoComplete="off"
        onChange={(event) => onTrackingNumber(event.target.value)}
        error={error}
      />
    </div>
  );
}
