import type { ReactNode } from 'react';
import { Button } from '@atelier/ui/button';
import { Skeleton } from '@atelier/ui/skeleton';
import { useTranslation } from '../i18n.ts';
import { ErrorNotice } from '../feedback/ErrorNotice.tsx';
import type { Paging } from './useCursorList.ts';
import styles from './DataTable.module.css';

export interface Column<Row> {
  /** The header's text (a `th` with scope="col"). */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  align?: 'start' | 'end';
  /** The cell that names the row: a `th` with scope="row", read before each other cell. */
  rowHeader?: boolean;
  /** The skeleton bar's width while loading. */
  skeleton?: string;
}

interface Props<Row> {
  /** Says what the table lists: its accessible name, shown above it. */
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** The first page is loading: skeleton rows hold the table's shape. */
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** What an empty list says (and offers: clearing the filters, say). */
  empty: ReactNode;
  paging?: Paging;
  skeletonRows?: number;
}

/** A real <table>: caption, column and row headers, skeleton rows, empty and error states. */
export function DataTable<Row>(props: Props<Row>) {
  const { caption, columns, rows, rowKey, loading, error, onRetry, empty, paging } = props;
  const { t } = useTranslation();
  if (error && !rows) return <ErrorNotice error={error} onRetry={onRetry} />;
  const cellClass = (column: Column<Row>) => (column.align === 'end' ? styles.end : undefined);
  return (
    <div className={styles.wrap}>
      <div className={styles.scroll}>
        <table className={styles.table} aria-busy={loading}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={i} scope="col" className={cellClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: props.skeletonRows ?? 8 }, (_, r) => (
                  <tr key={r} className={styles.skeletonRow}>
                    {columns.map((column, i) => (
                      <td key={i} className={cellClass(column)}>
                        <Skeleton width={column.skeleton ?? '70%'} height="0.9rem" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows?.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column, i) =>
                      column.rowHeader ? (
                        <th key={i} scope="row" className={cellClass(column)}>
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={i} className={cellClass(column)}>
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {loading && (
        <p className="visually-hidden" role="status">
          {t('list.loading')}
        </p>
      )}
      {!loading && rows?.length === 0 && <div className={styles.empty}>{empty}</div>}
      {paging && (paging.hasPrevious || paging.hasNext) && (
        <nav className={styles.pager} aria-label={t('list.pages')}>
          <Button variant="secondary" disabled={!paging.hasPrevious} onClick={paging.previous}>
            {t('list.previous')}
          </Button>
          <span aria-live="polite">{t('list.page', { page: paging.page })}</span>
          <Button variant="secondary" disabled={!paging.hasNext || loading} onClick={paging.next}>
            {t('list.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
