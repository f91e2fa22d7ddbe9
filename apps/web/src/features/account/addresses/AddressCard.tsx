import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import type { Address } from '@atelier/contract';
import { notify } from '../../../shared/notifications/store.ts';
import { Button } from '@atelier/ui/button';
import { BusyButton, errorText } from '../../auth/index.ts';
import { PencilIcon, TrashIcon } from '../../../shared/ui/icons.tsx';
import { addressLines } from './place.ts';
import { useDeleteAddress } from './useAddresses.ts';
import styles from './addresses.module.css';

export function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const { t, language } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAddress();

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(address.id);
      notify(t('address.deleted'), 'success');
    } catch (error) {
      notify(errorText(t, error, t('address.deleteFailed')), 'error');
    }
  };

  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardName}>{address.name}</h3>
        {address.default && <span className={styles.badge}>{t('address.default')}</span>}
      </div>
      <address className={styles.lines}>
        {addressLines(address, language).map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>{address.phone}</span>
        {address.email && <span>{address.email}</span>}
      </address>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={t('address.confirmDelete')}>
          <p>{t('address.confirmDelete')}</p>
          <div className={styles.cardActions}>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('labels.cancel')}
            </Button>
            <BusyButton
              autoFocus
              className={styles.danger}
              pending={remove.isPending}
              onClick={() => void confirmDelete()}
            >
              {t('address.delete')}
            </BusyButton>
          </div>
        </div>
      ) : (
        <div className={styles.cardActions}>
          <button
            type="button"
            className={styles.iconButton}
            onClick={onEdit}
            aria-label={t('address.edit', { name: address.name })}
          >
            <PencilIcon />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setConfirming(true)}
            aria-label={t('address.deleteLabel', { name: address.name })}
          >
            <TrashIcon />
          </button>
        </div>
      )}
    </li>
  );
}
