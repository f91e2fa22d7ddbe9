import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminCustomer } from '@atelier/contract';
import { Button, ButtonLink } from '@atelier/ui/button';
import { Link, useParams } from '@atelier/ui/router';
import { ScreenLoading } from '../../app/ScreenStates.tsx';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { adminPath } from '../../shared/paths.ts';
import { formatIn, formatMoney } from '../../shared/money.ts';
import { orderScreenPath as orderPath, type OrderRow } from '../orders/api.ts';
import { OrderStatusBadge } from '../orders/status.tsx';
import { customerKey, loadCustomer } from './api.ts';
import { CreditDialog } from './CreditDialog.tsx';
import styles from './customers.module.css';

type CreditEntry = AdminCustomer['creditHistory'][number];

/** One customer: their figures and plan, their orders, and their store credit's history. */
export default function CustomerScreen() {
  const { t, language } = useTranslation();
  const id = Number(useParams().id);
  const customer = useQuery({ queryKey: customerKey(id), queryFn: () => loadCustomer(id) });
  const [adjusting, setAdjusting] = useState(false);
  if (customer.isPending) return <ScreenLoading />;
  if (customer.isError) {
    return <ErrorNotice error={customer.error} onRetry={() => void customer.refetch()} />;
  }
  const c = customer.data;
  const money = (cents: number) => formatMoney(language, cents);
  const facts: [string, string | number][] = [
    [t('customers.name'), c.name || '—'],
    [t('customers.plan'), c.plan],
    [t('customers.orders'), c.orders],
    [t('customers.spend'), money(c.spendCents)],
    [t('customers.credit'), money(c.creditCents)],
    [t('customers.since'), formatDateTime(language, c.createdAt)],
  ];
  const orderColumns: Column<OrderRow>[] = [
    {
      header: t('orders.code'),
      rowHeader: true,
      cell: (row) => <Link to={orderPath(row.code)}>{row.code}</Link>,
    },
    { header: t('orders.placed'), cell: (row) => formatDateTime(language, row.createdAt) },
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
      cell: (row) => formatIn(language, row.totalCents, row.currency),
    },
  ];
  const creditColumns: Column<CreditEntry>[] = [
    {
      header: t('customers.when'),
      rowHeader: true,
      cell: (row) => formatDateTime(language, row.at),
    },
    {
      header: t('customers.change'),
      align: 'end',
      cell: (row) => (
        <span className={row.deltaCents < 0 ? styles.minus : styles.plus}>
          {row.deltaCents > 0 ? '+' : ''}
          {money(row.deltaCents)}
        </span>
      ),
    },
    {
      header: t('customers.balanceAfter'),
      align: 'end',
      cell: (row) => money(row.balanceAfterCents),
    },
    { header: t('customers.reasonKind'), cell: (row) => t(`customers.reasons.${row.reason}`) },
    {
      header: t('customers.note'),
      cell: (row) =>
        row.orderCode ? (
          <Link to={orderPath(row.orderCode)}>{row.note || row.orderCode}</Link>
        ) : (
          row.note || '—'
        ),
    },
    { header: t('customers.by'), cell: (row) => row.staffEmail ?? '—' },
  ];
  return (
    <div className="stack">
      <ButtonLink variant="ghost" to={adminPath('/customers')} className={styles.back}>
        ← {t('customers.backToList')}
      </ButtonLink>
      <PageHeader
        title={c.email}
        actions={<Button onClick={() => setAdjusting(true)}>{t('customers.adjust')}</Button>}
      />
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        caption={t('customers.recentOrders')}
        columns={orderColumns}
        rows={c.recentOrders}
        rowKey={(row) => row.code}
        loading={false}
        empty={<p>{t('customers.noOrders')}</p>}
      />
      <DataTable
        caption={t('customers.creditHistory')}
        columns={creditColumns}
        rows={c.creditHistory}
        rowKey={(row) => row.id}
        loading={false}
        empty={<p>{t('customers.noCredit')}</p>}
      />
      {adjusting && <CreditDialog customer={c} onClose={() => setAdjusting(false)} />}
    </div>
  );
}
