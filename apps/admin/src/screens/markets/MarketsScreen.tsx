import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Market } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { ScreenLoading } from '../../app/ScreenStates.tsx';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { StatusBadge } from '../../shared/feedback/StatusBadge.tsx';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { CATEGORIES, loadCategories } from '../categories/api.ts';
import { loadMarkets, loadTaxRates, MARKETS_KEY, TAX_RATES_KEY } from './api.ts';
import { MarketDialog } from './MarketDialog.tsx';
import { TaxRatesEditor } from './TaxRatesEditor.tsx';

/** The owner's markets (countries, currency, tax mode, price rule) and the tax rates table. */
export default function MarketsScreen() {
  const { t, language } = useTranslation();
  const markets = useQuery({ queryKey: MARKETS_KEY, queryFn: loadMarkets });
  const rates = useQuery({ queryKey: TAX_RATES_KEY, queryFn: loadTaxRates });
  const categories = useQuery({ queryKey: CATEGORIES, queryFn: loadCategories });
  const [open, setOpen] = useState<Market | 'new' | null>(null);
  const columns: Column<Market>[] = [
    { header: t('markets.name'), rowHeader: true, cell: (m) => m.name, skeleton: '7rem' },
    { header: t('markets.currency'), cell: (m) => m.currency },
    { header: t('markets.taxMode'), cell: (m) => t(`markets.taxModes.${m.taxMode}`) },
    {
      header: t('markets.countries'),
      align: 'end',
      cell: (m) =>
        m.restOfWorld ? t('markets.everyOther') : m.countries.length.toLocaleString(language),
    },
    {
      header: t('markets.status'),
      cell: (m) => (
        <StatusBadge tone={m.active ? 'success' : 'neutral'}>
          {t(m.active ? 'markets.on' : 'markets.off')}
        </StatusBadge>
      ),
    },
    {
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      align: 'end',
      skeleton: '4rem',
      cell: (m) => (
        <Button variant="secondary" onClick={() => setOpen(m)}>
          {t('markets.edit')}
          <span className="visually-hidden"> {m.name}</span>
        </Button>
      ),
    },
  ];
  return (
    <div className="stack">
      <PageHeader
        title={t('nav.markets')}
        description={t('markets.text')}
        actions={<Button onClick={() => setOpen('new')}>{t('markets.new')}</Button>}
      />
      <DataTable
        caption={t('markets.caption')}
        columns={columns}
        rows={markets.data}
        rowKey={(m) => m.id}
        loading={markets.isPending}
        error={markets.error}
        onRetry={() => void markets.refetch()}
        skeletonRows={7}
        empty={<p>{t('markets.none')}</p>}
      />
      {rates.isPending || categories.isPending ? (
        <ScreenLoading />
      ) : rates.isError || categories.isError ? (
        <ErrorNotice
          error={rates.error ?? categories.error}
          onRetry={() => void Promise.all([rates.refetch(), categories.refetch()])}
        />
      ) : (
        <TaxRatesEditor loaded={rates.data} categories={categories.data} />
      )}
      {open && markets.data && (
        <MarketDialog
          market={open === 'new' ? null : open}
          markets={markets.data}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
