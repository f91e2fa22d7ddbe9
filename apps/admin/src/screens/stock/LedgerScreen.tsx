import { useState } from 'react';
import { Button } from '@atelier/ui/button';
import { Link } from '@atelier/ui/router';
import { StatusBadge, type Tone } from '../../shared/feedback/StatusBadge.tsx';
import { TextField } from '@atelier/ui/field';
import { formatDateTime, formatDelta } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { FilterBar } from '../../shared/list/FilterBar.tsx';
import { useCursorList } from '../../shared/list/useCursorList.ts';
import { adminPath } from '../../shared/paths.ts';
import { AdjustDialog } from './AdjustDialog.tsx';
import { LEDGER, loadLedger, type LedgerEntry } from './api.ts';
import styles from './stock.module.css';

const REASON_TONES: Partial<Record<LedgerEntry['reason'], Tone>> = {
  sale: 'accent',
  damaged: 'danger',
  received: 'success',
  cancellation: 'warning',
  return: 'warning',
};

/** Every stock change, newest first; filtered by SKU, with the manual adjustment at hand. */
export default function LedgerScreen() {
  const { t, language } = useTranslation();
  const list = useCursorList({ name: LEDGER, filterKeys: ['sku'], load: loadLedger });
  const [adjusting, setAdjusting] = useState<string | null>(null);
  const columns: Column<LedgerEntry>[] = [
    { header: t('stock.when'), cell: (row) => formatDateTime(language, row.at), skeleton: '8rem' },
    {
      header: t('stock.sku'),
      rowHeader: true,
      cell: (row) => (
        <Link to={`${adminPath('/stock')}?sku=${encodeURIComponent(row.sku)}`}>{row.sku}</Link>
      ),
    },
    {
      header: t('stock.change'),
      align: 'end',
      skeleton: '2rem',
      cell: (row) => (
        <span className={row.delta < 0 ? styles.minus : styles.plus}>
          {formatDelta(language, row.delta)}
        </span>
      ),
    },
    { header: t('stock.after'), align: 'end', skeleton: '2rem', cell: (row) => row.stockAfter },
    {
      header: t('stock.reason'),
      cell: (row) => (
        <StatusBadge tone={REASON_TONES[row.reason]}>
          {t(`stock.reasons.${row.reason}`)}
        </StatusBadge>
      ),
    },
    { header: t('stock.note'), cell: (row) => row.note },
    {
      header: t('stock.by'),
      cell: (row) =>
        row.orderCode ? t('stock.order', { code: row.orderCode }) : (row.staffEmail ?? '—'),
    },
  ];
  const sku = list.filters.sku;
  return (
    <div className="stack">
      <PageHeader
        title={t('nav.ledger')}
        description={t('stock.ledgerText')}
        actions={<Button onClick={() => setAdjusting(sku)}>{t('stock.adjust')}</Button>}
      />
      <FilterBar filters={list.filters} onApply={list.setFilters}>
        {(draft, set) => (
          <TextField
            label={t('stock.sku')}
            type="search"
            value={draft.sku}
            onChange={(event) => set('sku', event.target.value)}
          />
        )}
      </FilterBar>
      <DataTable
        caption={sku ? t('stock.ledgerOf', { sku }) : t('stock.ledgerAll')}
        columns={columns}
        {...list.table}
        rowKey={(row) => row.id}
        empty={<p>{sku ? t('stock.noneForSku', { sku }) : t('stock.none')}</p>}
      />
      {adjusting !== null && <AdjustDialog sku={adjusting} onClose={() => setAdjusting(null)} />}
    </div>
  );
}
