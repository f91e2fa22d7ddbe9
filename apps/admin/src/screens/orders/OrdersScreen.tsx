import { useState } from 'react';
import { ORDER_QUEUES, ORDER_STATUSES, PaymentMethod } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { placeLines } from '@atelier/ui/address';
import { Link } from '@atelier/ui/router';
import { SelectField, TextField } from '@atelier/ui/field';
import { formatDateTime } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { FilterBar } from '../../shared/list/FilterBar.tsx';
import { QueueTabs } from '../../shared/list/QueueTabs.tsx';
import { useCursorList } from '../../shared/list/useCursorList.ts';
import { formatIn } from '../../shared/money.ts';
import { loadOrders, ORDER_FILTERS, ORDERS, orderScreenPath, type OrderRow } from './api.ts';
import { ExportDialog } from './ExportDialog.tsx';
import { OrderStatusBadge, PaymentLabel } from './status.tsx';
import styles from './orders.module.css';

/** The orders by queue, searched and filtered; every filter and the page live in the URL. */
export default function OrdersScreen() {
  const { t, language } = useTranslation();
  const list = useCursorList({ name: ORDERS, filterKeys: ORDER_FILTERS, load: loadOrders });
  const [exporting, setExporting] = useState(false);
  const columns: Column<OrderRow>[] = [
    {
      header: t('orders.code'),
      rowHeader: true,
      skeleton: '7rem',
      cell: (row) => (
        <Link to={orderScreenPath(row.code)} className={styles.code}>
          {row.code}
        </Link>
      ),
    },
    {
      header: t('orders.placed'),
      skeleton: '8rem',
      cell: (row) => formatDateTime(language, row.createdAt),
    },
    {
      header: t('orders.customer'),
      skeleton: '10rem',
      cell: (row) => (
        <span className={styles.who}>
          {row.name}
          <span className={styles.muted}>{row.email}</span>
          <span className={styles.muted}>{placeLines(row.address, language).join(', ')}</span>
        </span>
      ),
    },
    { header: t('orders.payment'), cell: (row) => <PaymentLabel method={row.paymentMethod} /> },
    {
      header: t('orders.status'),
      cell: (row) => (
        <OrderStatusBadge
          status={row.status}
          paidCents={row.paidCents}
          refundedCents={row.refundedCents}
        />
      ),
    },
    {
      header: t('orders.total'),
      align: 'end',
      skeleton: '4rem',
      cell: (row) => formatIn(language, row.totalCents, row.currency),
    },
  ];
  const select = (key: 'status' | 'paymentMethod') => ({
    value: list.filters[key],
    onChange: (event: { target: { value: string } }) =>
      list.setFilters({ [key]: event.target.value }),
  });
  const filtered = Object.values(list.filters).some(Boolean);
  return (
    <div className="stack">
      <PageHeader
        title={t('nav.orders')}
        description={t('orders.text')}
        actions={
          <Button variant="secondary" onClick={() => setExporting(true)}>
            {t('orders.export')}
          </Button>
        }
      />
      <QueueTabs
        label={t('orders.queues')}
        path="/orders"
        param="queue"
        current={list.filters.queue}
        tabs={['', ...ORDER_QUEUES].map((value) => ({
          value,
          label: t(
            value ? `orders.queue.${value as (typeof ORDER_QUEUES)[number]}` : 'orders.queue.all',
          ),
        }))}
      />
      <FilterBar filters={list.filters} onApply={list.setFilters}>
        {(draft, set) => (
          <>
            <TextField
              label={t('orders.search')}
              type="search"
              value={draft.q}
              onChange={(event) => set('q', event.target.value)}
            />
            <SelectField label={t('orders.status')} {...select('status')}>
              <option value="">{t('orders.anyStatus')}</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`orders.statuses.${status}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('orders.payment')} {...select('paymentMethod')}>
              <option value="">{t('orders.anyPayment')}</option>
              {PaymentMethod.options.map((method) => (
                <option key={method} value={method}>
                  {t(`orders.methods.${method}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('orders.from')}
              type="date"
              value={draft.from}
              onChange={(event) => set('from', event.target.value)}
            />
            <TextField
              label={t('orders.to')}
              type="date"
              value={draft.to}
              onChange={(event) => set('to', event.target.value)}
            />
          </>
        )}
      </FilterBar>
      <DataTable
        caption={
          list.filters.queue
            ? t(`orders.queue.${list.filters.queue as 'to_ship'}`)
            : t('orders.caption')
        }
        columns={columns}
        {...list.table}
        rowKey={(row) => row.code}
        empty={<p>{filtered ? t('orders.noneMatch') : t('orders.none')}</p>}
      />
      {exporting && <ExportDialog onClose={() => setExporting(false)} />}
    </div>
  );
}
