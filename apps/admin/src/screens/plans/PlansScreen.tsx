import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminPlan } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { StatusBadge, type Tone } from '../../shared/feedback/StatusBadge.tsx';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { formatMoney } from '../../shared/money.ts';
import { loadPlans, PLANS_KEY } from './api.ts';
import { PlanDialog } from './PlanDialog.tsx';

const TONE: Record<AdminPlan['status'], Tone> = {
  on_sale: 'success',
  hidden: 'warning',
  off: 'neutral',
};

/** The owner's membership plans: names, prices and perks; take one off sale or switch it off. */
export default function PlansScreen() {
  const { t, language } = useTranslation();
  const plans = useQuery({ queryKey: PLANS_KEY, queryFn: loadPlans });
  const [open, setOpen] = useState<AdminPlan | 'new' | null>(null);
  const columns: Column<AdminPlan>[] = [
    { header: t('plans.name'), rowHeader: true, cell: (p) => p.name.en, skeleton: '7rem' },
    { header: t('plans.price'), align: 'end', cell: (p) => formatMoney(language, p.prices.USD) },
    {
      header: t('plans.memberPercent'),
      align: 'end',
      cell: (p) => `${p.perks.memberPercent} %`,
    },
    {
      header: t('plans.monthlyCredit'),
      align: 'end',
      cell: (p) => formatMoney(language, p.perks.monthlyCreditCents),
    },
    {
      header: t('plans.status'),
      cell: (p) => (
        <StatusBadge tone={TONE[p.status]}>{t(`plans.statuses.${p.status}`)}</StatusBadge>
      ),
    },
    { header: t('plans.members'), align: 'end', cell: (p) => p.members.toLocaleString(language) },
    {
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      align: 'end',
      skeleton: '4rem',
      cell: (p) => (
        <Button variant="secondary" onClick={() => setOpen(p)}>
          {t('plans.edit')}
          <span className="visually-hidden"> {p.name.en}</span>
        </Button>
      ),
    },
  ];
  return (
    <div className="stack">
      <PageHeader
        title={t('nav.plans')}
        description={t('plans.text')}
        actions={<Button onClick={() => setOpen('new')}>{t('plans.new')}</Button>}
      />
      <DataTable
        caption={t('plans.caption')}
        columns={columns}
        rows={plans.data}
        rowKey={(p) => p.id}
        loading={plans.isPending}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        skeletonRows={3}
        empty={<p>{t('plans.none')}</p>}
      />
      {open && <PlanDialog plan={open === 'new' ? null : open} onClose={() => setOpen(null)} />}
    </div>
  );
}
