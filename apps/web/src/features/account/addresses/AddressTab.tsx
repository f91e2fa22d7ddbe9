import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import type { Address } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { Skeleton } from '@atelier/ui/skeleton';
import { AddressCard } from './AddressCard.tsx';
import { AddressModal } from './AddressModal.tsx';
import { useAddresses } from './useAddresses.ts';
import accountStyles from '../account.module.css';
import styles from './addresses.module.css';

type Editing = { address?: Address } | null;

/** The address book: cards, and a modal to add or edit one (SPEC §2, §4). */
export function AddressTab() {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <section aria-labelledby="address-title">
      <div className={styles.head}>
        <h2 id="address-title" className={accountStyles.sectionTitle}>
          {t('labels.address')}
        </h2>
        <Button variant="secondary" onClick={() => setEditing({})}>
          {t('address.addNew')}
        </Button>
      </div>
      {addresses.isPending ? (
        <Skeleton width="100%" height="10rem" />
      ) : addresses.isError ? (
        <p className={accountStyles.muted}>{t('address.loadFailed')}</p>
      ) : addresses.data.length === 0 ? (
        <p className={accountStyles.muted}>{t('address.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setEditing({ address })}
            />
          ))}
        </ul>
      )}
      {editing && <AddressModal address={editing.address} onClose={() => setEditing(null)} />}
    </section>
  );
}
