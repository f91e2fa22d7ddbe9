import { Link } from '@atelier/ui/router';
import { TextField } from '@atelier/ui/field';
import { formatDateTime } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { FilterBar } from '../../shared/list/FilterBar.tsx';
import { useCursorList } from '../../shared/list/useCursorList.ts';
import { adminPath } from '../../shared/paths.ts';
import { formatMoney } from '../../shared/money.ts';
import { CUSTOMER_FILTERS, CUSTOMERS, loadCustomers, type CustomerRow } from './api.ts';

/** The shop's customers, newest first, searched by email; orders, spend and credit at a glance. */
export default function CustomersScreen() {
  const { t, language } = useTranslation();
  const list = useCursorList({
    name: CUSTOMERS,
    filterKeys: CUSTOMER_FILTERS,
    load: loadCustomers,
  });
  const money = (cents: number) => formatMoney(language, cents);
  const columns: Column<CustomerRow>[] = [
    {
      header: t('customers.email'),
      rowHeader: true,
      skeleton: '12rem',
      cell: (row) => <Link to={adminPath(`/customers/${row.id}`)}>{row.email}</Link>,
    },
    { header: t('customers.name'), cell: (row) => row.name || '—' },
    { header: t('customers.plan'), cell: (row) => row.plan },
    { header: t('customers.orders'), align: 'end', skeleton: '2rem', cell: (row) => row.orders },
    {
      header: t('customers.spend'),
      align: 'end',
      skeleton: '4rem',
      cell: (row) => money(row.spendCents),
    },
    {
      header: t('customers.credit'),
      align: 'end',
      skeleton: '4rem',
      cell: (row) => money(row.creditCents),
    },
    {
      header: t('customers.since'),
      skeleton: '8rem',
      cell: (row) => formatDateTime(language, row.createdAt),
    },
  ];
  return (
    <div className="stack">
      <PageHeader title={t('nav.customers')} description={t('customers.text')} />
      <FilterBar filters={list.filters} onApply={list.setFilters}>
        {(draft, set) => (
          <TextField
            label={t('customers.search')}
            type="search"
            value={draft.q}
            onChange={(event) => set('q', event.target.value)}
          />
        )}
      </FilterBar>
      <DataTable
        caption={t('customers.caption')}
        columns={columns}
        {...list.table}
        rowKey={(row) => row.id}
        empty={<p>{list.filters.q ? t('customers.noneMatch') : t('customers.none')}</p>}
      />
    </div>
  );
}
