import { useQuery } from '@tanstack/react-query';
import { RETURN_QUEUE_CAP, RETURN_QUEUES } from '@atelier/contract';
import { Link } from '@atelier/ui/router';
import { TextField } from '@atelier/ui/field';
import { BCP47 } from '@atelier/ui/languages';
import { formatDateTime } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { FilterBar } from '../../shared/list/FilterBar.tsx';
import { QueueTabs } from '../../shared/list/QueueTabs.tsx';
import { useCursorList } from '../../shared/list/useCursorList.ts';
import {
  loadQueues,
  loadReturns,
  queuesKey,
  RETURN_FILTERS,
  RETURNS,
  returnScreenPath,
  type ReturnRow,
} from './api.ts';
import { ReturnStatusBadge } from './status.tsx';
import styles from '../orders/orders.module.css';
import own from './returns.module.css';

/** The returns desk: a queue per status with what waits in it, a search, newest first. */
export default function ReturnsScreen() {
  const { t, language } = useTranslation();
  const count = useQueueCounts();
  const list = useCursorList({ name: RETURNS, filterKeys: RETURN_FILTERS, load: loadReturns });
  const columns: Column<ReturnRow>[] = [
    {
      header: t('returns.code'),
      rowHeader: true,
      skeleton: '7rem',
      cell: (row) => (
        <Link to={returnScreenPath(row.code)} className={styles.code}>
          {row.code}
        </Link>
      ),
    },
    {
      header: t('returns.asked'),
      skeleton: '8rem',
      cell: (row) => formatDateTime(language, row.createdAt),
    },
    { header: t('returns.order'), skeleton: '7rem', cell: (row) => row.orderCode },
    {
      header: t('orders.customer'),
      skeleton: '10rem',
      cell: (row) => (
        <span className={styles.who}>
          {row.name}
          <span className={styles.muted}>{row.email}</span>
        </span>
      ),
    },
    {
      header: t('returns.units'),
      align: 'end',
      cell: (row) => (
        <span className={styles.who}>
          {row.units}
          {row.exchanges > 0 && (
            <span className={styles.muted}>
              {t('returns.exchangesCount', { count: row.exchanges })}
            </span>
          )}
        </span>
      ),
    },
    { header: t('orders.status'), cell: (row) => <ReturnStatusBadge status={row.status} /> },
  ];
  return (
    <div className="stack">
      <PageHeader title={t('nav.returns')} description={t('returns.text')} />
      <QueueTabs
        label={t('returns.queues')}
        path="/returns"
        param="status"
        current={list.filters.status}
        tabs={[
          { value: '', label: t('returns.all') },
          ...RETURN_QUEUES.map((value) => ({
            value,
            label: (
              <>
                {t(`returns.statuses.${value}`)}
                {count(value) !== null && <span className={own.count}> {count(value)}</span>}
              </>
            ),
          })),
        ]}
      />
      <FilterBar filters={list.filters} onApply={list.setFilters}>
        {(draft, set) => (
          <TextField
            label={t('returns.search')}
            hint={t('returns.searchHint')}
            type="search"
            value={draft.q}
            onChange={(event) => set('q', event.target.value)}
          />
        )}
      </FilterBar>
      <DataTable
        caption={
          list.filters.status
            ? t(`returns.statuses.${list.filters.status as 'REQUESTED'}`)
            : t('returns.caption')
        }
        columns={columns}
        {...list.table}
        rowKey={(row) => row.code}
        empty={<p>{list.filters.q ? t('returns.noneMatch') : t('returns.none')}</p>}
      />
    </div>
  );
}

/** How many returns wait in each queue, a number or capped ("1,000+"); null until known. */
function useQueueCounts() {
  const { language } = useTranslation();
  const queues = useQuery({ queryKey: queuesKey, queryFn: loadQueues });
  return (value: (typeof RETURN_QUEUES)[number]) => {
    const n = queues.data?.[value];
    if (n === undefined) return null;
    const shown = new Intl.NumberFormat(BCP47[language]).format(n);
    return n >= RETURN_QUEUE_CAP ? `${shown}+` : shown;
  };
}
