import { useQuery } from '@tanstack/react-query';
import { RETURN_QUEUE_CAP, RETURN_QUEUES } from '@atelier/contract';
import { Link, useSearchParams } from '@atelier/ui/router';
import { TextField } from '@atelier/ui/field';
import { BCP47 } from '@atelier/ui/languages';
import { formatDateTime } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { FilterBar } from '../../shared/list/FilterBar.tsx';
import { withFilters } from '../../shared/list/listParams.ts';
import { useCursorList } from '../../shared/list/useCursorList.ts';
import { adminPath } from '../../shared/paths.ts';
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
      <QueueTabs status={list.filters.status} />
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

/**
 * The queues as links, each with how many returns wait in it: each keeps the search and starts
 * again from the first page; the one shown is the current page for screen readers.
 */
function QueueTabs({ status }: { status: string }) {
  const { t, language } = useTranslation();
  const [params] = useSearchParams();
  const queues = useQuery({ queryKey: queuesKey, queryFn: loadQueues });
  const to = (value: string) => {
    const next = withFilters(params, { status: value }).toString();
    return `${adminPath('/returns')}${next ? `?${next}` : ''}`;
  };
  const count = (value: (typeof RETURN_QUEUES)[number]) => {
    const n = queues.data?.[value];
    if (n === undefined) return null;
    const shown = new Intl.NumberFormat(BCP47[language]).format(n);
    return n >= RETURN_QUEUE_CAP ? `${shown}+` : shown;
  };
  return (
    <nav aria-label={t('returns.queues')}>
      <ul className={styles.tabs}>
        <li>
          <Link to={to('')} className={styles.tab} aria-current={!status ? 'page' : undefined}>
            {t('returns.all')}
          </Link>
        </li>
        {RETURN_QUEUES.map((value) => (
          <li key={value}>
            <Link
              to={to(value)}
              className={styles.tab}
              aria-current={value === status ? 'page' : undefined}
            >
              {t(`returns.statuses.${value}`)}
              {count(value) !== null && <span className={own.count}> {count(value)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
