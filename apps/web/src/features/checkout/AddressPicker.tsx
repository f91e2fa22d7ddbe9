import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { Address } from '@atelier/contract';
import { addressLines } from '../account/addresses/place.ts';
import styles from './checkout.module.css';

interface Props {
  addresses: Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The saved addresses as radio cards; the default one is chosen until the shopper picks. */
export function AddressPicker({ addresses, selectedId, onSelect }: Props) {
  const { t, language } = useTranslation();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t('checkout.savedAddresses')}</legend>
      {addresses.map((a) => (
        <label key={a.id} className={styles.choice}>
          <input
            type="radio"
            name="addressId"
            value={a.id}
            checked={selectedId === a.id}
            onChange={() => onSelect(a.id)}
          />
          <span className={styles.choiceBody}>
            <span className={styles.choiceTitle}>
              {a.name}
              {a.default && <span className={styles.tag}>{t('checkout.default')}</span>}
            </span>
            {addressLines(a, language).map((line) => (
              <span key={line} className={styles.choiceText}>
                {line}
              </span>
            ))}
            <span className={styles.choiceText}>{a.phone}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
