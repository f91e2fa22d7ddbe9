import { useState } from 'react';
import { LOW_STOCK as DEFAULT_THRESHOLD } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { Link } from '@atelier/ui/router';
import { StatusBadge } from '../../shared/feedback/StatusBadge.tsx';
import { TextField } from '@atelier/ui/field';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { FilterBar } from '../../shared/list/FilterBar.tsx';
import { useCursorList } from '../../shared/list/useCursorList.ts';
import { adminPath } from '../../shared/paths.ts';
import { AdjustDialog } from './AdjustDialog.tsx';
import { LOW_STOCK, loadLowStock, type LowStockRow } from './api.ts';
import styles from './stock.module.css';

/** Variants at or under a threshold (the contract's LOW_STOCK unless chosen), fewest first. */
export default function LowStockScreen() {
  const { t } = useTranslation();
  const list = useCursorList({ name: LOW_STOCK, filterKeys: ['threshold'], load: loadLowStock });
  const [adjusting, setAdjusting] = useState<string | null>(null);
  const threshold = Number(list.filters.threshold) || DEFAULT_THRESHOLD;
  const columns: Column<LowStockRow>[] = [
    { header: t('stock.sku'), rowHeader: true, cell: (row) => row.sku },
    { header: t('stock.product'), cell: (row) => row.name, skeleton: '12rem' },
    { header: t('stock.variant'), cell: (row) => `${row.color} · ${row.size}` },
    {
      header: t('stock.inStock'),
      align: 'end',
      skeleton: '2rem',
      cell: (row) =>
        row.stock === 0 ? <StatusBadge tone="danger">{t('stock.soldOut')}</StatusBadge> : row.stock,
    },
    {
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      align: 'end',
      skeleton: '6rem',
      cell: (row) => (
        <span className={styles.actions}>
          <Link to={`${adminPath('/stock')}?sku=${encodeURIComponent(row.sku)}`}>
            {t('stock.history')}
            <span className="visually-hidden"> {row.sku}</span>
          </Link>
          <Button variant="secondary" onClick={() => setAdjusting(row.sku)}>
            {t('stock.adjust')}
            <span className="visually-hidden"> {row.sku}</span>
          </Button>
        </span>
      ),
    },
  ];
  return (
    <div className="stack">
      <PageHeader title={t('nav.lowStock')} description={t('stock.lowText')} />
      <FilterBar filters={list.filters} onApply={list.setFilters}>
        {(draft, set) => (
          <TextField
            label={t('stock.threshold')}
            type="number"
            min={0}
            max={1000}
            value={draft.threshold || String(DEFAULT_THRESHOLD)}
            onChange={(event) => set('threshold', event.target.value)}
          />
        )}
      </FilterBar>
      <DataTable
        caption={t('stock.lowCaption', { threshold })}
        columns={columns}
        {...list.table}
        rowKey={(row) => row.sku}
        empty={<p>{t('stock.noneLow', { threshold })}</p>}
      />
      {adjusting !== null && <AdjustDialog sku={adjusting} onClose={() => setAdjusting(null)} />}
    </div>
  );
}
