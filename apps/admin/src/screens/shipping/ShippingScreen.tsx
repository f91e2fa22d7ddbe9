import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingZone } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { showToast } from '../../shared/feedback/toast.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { deleteZone, loadCurrencies, loadZones, MARKET_CURRENCIES_KEY, ZONES_KEY } from './api.ts';
import { ZoneDialog } from './ZoneDialog.tsx';
import tableStyles from '../../shared/list/DataTable.module.css';

/** The owner's shipping zones: where each reaches, and the methods it offers. */
export default function ShippingScreen() {
  const { t, language } = useTranslation();
  const zones = useQuery({ queryKey: ZONES_KEY, queryFn: loadZones });
  const markets = useQuery({ queryKey: MARKET_CURRENCIES_KEY, queryFn: loadCurrencies });
  const [open, setOpen] = useState<ShippingZone | 'new' | null>(null);
  const [removing, setRemoving] = useState<ShippingZone | null>(null);
  // The markets' currencies first, then any a zone is priced in that no market sells in now.
  const currencies = [
    ...new Set([
      ...(markets.data ?? []),
      ...(zones.data ?? []).flatMap((z) =>
        z.methods.flatMap((m) => [
          ...Object.keys(m.prices),
          ...(m.weightBands ?? []).flatMap((b) => Object.keys(b.prices)),
        ]),
      ),
    ]),
  ];
  const columns: Column<ShippingZone>[] = [
    { header: t('shipping.name'), rowHeader: true, cell: (z) => z.name, skeleton: '7rem' },
    {
      header: t('shipping.reaches'),
      cell: (z) =>
        z.countries.length
          ? [z.countries.join(', '), z.postcodes.join(', ')].filter(Boolean).join(' · ')
          : t('shipping.everywhereElse'),
    },
    {
      header: t('shipping.methods'),
      cell: (z) => z.methods.map((m) => m.name[language] ?? m.name.en).join(', ') || '—',
    },
    {
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      align: 'end',
      skeleton: '8rem',
      cell: (z) => (
        <div className={tableStyles.actions}>
          <Button variant="secondary" onClick={() => setOpen(z)}>
            {t('shipping.edit')}
            <span className="visually-hidden"> {z.name}</span>
          </Button>
          <Button variant="ghost" onClick={() => setRemoving(z)}>
            {t('shipping.delete')}
            <span className="visually-hidden"> {z.name}</span>
          </Button>
        </div>
      ),
    },
  ];
  return (
    <div className="stack">
      <PageHeader
        title={t('nav.shipping')}
        description={t('shipping.text')}
        actions={<Button onClick={() => setOpen('new')}>{t('shipping.new')}</Button>}
      />
      <DataTable
        caption={t('shipping.caption')}
        columns={columns}
        rows={zones.data}
        rowKey={(z) => z.id}
        loading={zones.isPending}
        error={zones.error}
        onRetry={() => void zones.refetch()}
        skeletonRows={2}
        empty={<p>{t('shipping.none')}</p>}
      />
      {open && (
        <ZoneDialog
          zone={open === 'new' ? null : open}
          currencies={currencies}
          onClose={() => setOpen(null)}
        />
      )}
      {removing && <DeleteZoneDialog zone={removing} onClose={() => setRemoving(null)} />}
    </div>
  );
}

/** Deleting asks first: the zone's addresses then ship by the next zone that takes them. */
function DeleteZoneDialog({ zone, onClose }: { zone: ShippingZone; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteZone(zone.id),
    onSuccess: async () => {
      showToast(t('shipping.deleted', { name: zone.name }));
      await client.invalidateQueries({ queryKey: ZONES_KEY });
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} title={t('shipping.deleteTitle', { name: zone.name })}>
      <div className={formStyles.form}>
        <p>{t('shipping.deleteText')}</p>
        <DialogActions onCancel={onClose} focusCancel error={remove.error}>
          <Button onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t('shipping.delete')}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
