import { useState } from 'react';
import { BCP47 } from '@atelier/ui/languages';
import type { AdminDiscountCode } from '@atelier/contract';
import { Button, buttonClassName } from '@atelier/ui/button';
import { ScheduleBadge } from '../../shared/feedback/ScheduleBadge.tsx';
import { StatusBadge } from '../../shared/feedback/StatusBadge.tsx';
import { Dialog } from '../../shared/form/Dialog.tsx';
import { TextField } from '@atelier/ui/field';
import { formatDateTime } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { FilterBar } from '../../shared/list/FilterBar.tsx';
import { useCursorList } from '../../shared/list/useCursorList.ts';
import { formatIn, formatMoney } from '../../shared/money.ts';
import { CODE_FILTERS, CODES, loadCodes, SUBSCRIBERS_CSV } from './api.ts';
import { CodeForm } from './CodeForm.tsx';
import tableStyles from '../../shared/list/DataTable.module.css';
import styles from './promotions.module.css';

type Open = { code?: AdminDiscountCode } | null;

/** Discount codes, newest first, found by the start of their code; made and changed in a dialog. */
export default function CodesScreen() {
  const { t, language } = useTranslation();
  const list = useCursorList({ name: CODES, filterKeys: CODE_FILTERS, load: loadCodes });
  const [open, setOpen] = useState<Open>(null);
  const money = (cents: number) => formatMoney(language, cents);
  const percent = (value: number) =>
    new Intl.NumberFormat(BCP47[language], { style: 'percent' }).format(value / 100);
  const when = (row: AdminDiscountCode) =>
    [
      row.startsAt && t('promotions.from', { at: formatDateTime(language, row.startsAt) }),
      row.endsAt && t('promotions.until', { at: formatDateTime(language, row.endsAt) }),
    ]
      .filter(Boolean)
      .join(' · ');
  const columns: Column<AdminDiscountCode>[] = [
    {
      header: t('promotions.code'),
      rowHeader: true,
      skeleton: '7rem',
      cell: (row) => (
        <>
          <span className={styles.code}>{row.code}</span>
          {row.email && (
            <span className={styles.muted}>{t('promotions.personal', { email: row.email })}</span>
          )}
        </>
      ),
    },
    {
      header: t('promotions.discount'),
      align: 'end',
      skeleton: '3rem',
      cell: (row) => (
        <>
          {row.kind === 'percent' ? percent(row.value) : money(row.value)}
          {/* The amounts fixed per currency; the other currencies exchange the dollars. */}
          {Object.keys(row.amounts).length > 0 && (
            <span className={styles.muted}>
              {Object.entries(row.amounts)
                .map(([currency, minor]) => formatIn(language, minor, currency))
                .join(' · ')}
            </span>
          )}
          {row.firstOrderOnly && (
            <span className={styles.muted}>{t('promotions.firstOrderOnly')}</span>
          )}
        </>
      ),
    },
    {
      header: t('promotions.minSubtotal'),
      align: 'end',
      skeleton: '3rem',
      cell: (row) => (row.minSubtotalCents ? money(row.minSubtotalCents) : '—'),
    },
    {
      header: t('promotions.runs'),
      skeleton: '6rem',
      cell: (row) => (
        <>
          {row.active ? (
            <ScheduleBadge schedule={row} />
          ) : (
            <StatusBadge tone="warning">{t('promotions.inactive')}</StatusBadge>
          )}
          {when(row) && <span className={styles.muted}>{when(row)}</span>}
        </>
      ),
    },
    {
      header: t('promotions.uses'),
      align: 'end',
      skeleton: '3rem',
      cell: (row) => (
        <>
          {row.usageLimit === null
            ? row.usedCount
            : t('promotions.usesOf', { used: row.usedCount, limit: row.usageLimit })}
          {row.perCustomerLimit !== null && (
            <span className={styles.muted}>
              {t('promotions.perCustomer', { limit: row.perCustomerLimit })}
            </span>
          )}
        </>
      ),
    },
    {
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      align: 'end',
      skeleton: '4rem',
      cell: (row) => (
        <Button variant="secondary" onClick={() => setOpen({ code: row })}>
          {t('promotions.edit')}
          <span className="visually-hidden"> {row.code}</span>
        </Button>
      ),
    },
  ];
  return (
    <div className="stack">
      <PageHeader
        title={t('nav.promotions')}
        description={t('promotions.text')}
        actions={
          <span className={tableStyles.actions}>
            <a
              className={buttonClassName({ variant: 'secondary' })}
              href={SUBSCRIBERS_CSV}
              download
            >
              {t('promotions.exportSubscribers')}
            </a>
            <Button onClick={() => setOpen({})}>{t('promotions.new')}</Button>
          </span>
        }
      />
      <FilterBar filters={list.filters} onApply={list.setFilters}>
        {(draft, set) => (
          <TextField
            label={t('promotions.search')}
            type="search"
            spellCheck={false}
            value={draft.q}
            onChange={(event) => set('q', event.target.value)}
          />
        )}
      </FilterBar>
      <DataTable
        caption={t('promotions.caption')}
        columns={columns}
        {...list.table}
        rowKey={(row) => row.id}
        empty={<p>{list.filters.q ? t('promotions.noneMatch') : t('promotions.none')}</p>}
      />
      {open && (
        <Dialog
          open
          onClose={() => setOpen(null)}
          title={
            open.code ? t('promotions.editTitle', { code: open.code.code }) : t('promotions.new')
          }
        >
          <CodeForm code={open.code} onDone={() => setOpen(null)} />
        </Dialog>
      )}
    </div>
  );
}
