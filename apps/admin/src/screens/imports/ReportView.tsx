import type { Ref } from 'react';
import type { ImportError, ImportReport } from '@atelier/contract';
import { useTranslation } from '../../shared/i18n.ts';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { outcome } from './flow.ts';
import styles from './imports.module.css';

type Counted = { kind: 'products' | 'variants' } & ImportReport['variants'];

/**
 * What a run did (or a dry run would do): the counts, every error with its place, the categories
 * the file makes the shop create, the columns it leaves out, and what it imports otherwise.
 */
export function ReportView({
  report,
  name,
  heading,
}: {
  report: ImportReport;
  name: string;
  heading: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const said = outcome(report);
  const counts: Counted[] = [
    { kind: 'products', ...report, deleted: 0 },
    { kind: 'variants', ...report.variants },
  ];
  const number = (key: keyof ImportReport['variants']) => ({
    header: t(`imports.${key}`),
    align: 'end' as const,
    cell: (row: Counted) => (row.kind === 'products' && key === 'deleted' ? '—' : row[key]),
  });
  const countColumns: Column<Counted>[] = [
    { header: t('imports.what'), rowHeader: true, cell: (row) => t(`imports.${row.kind}`) },
    number('created'),
    number('updated'),
    number('unchanged'),
    number('deleted'),
  ];
  const errorColumns: Column<ImportError & { n: number }>[] = [
    { header: t('imports.line'), rowHeader: true, align: 'end', cell: (row) => row.line },
    { header: t('imports.column'), cell: (row) => row.column || '—' },
    { header: t('imports.message'), cell: (row) => row.message },
  ];
  const title = report.dryRun ? t('imports.checkTitle', { name }) : t('imports.runTitle', { name });
  return (
    <section className={styles.report} aria-labelledby="import-report">
      <h2 id="import-report" ref={heading} tabIndex={-1} className={styles.reportTitle}>
        {title}
      </h2>
      <p className={said === 'problems' || said === 'refused' ? styles.bad : styles.good}>
        {t(`imports.outcome.${said}`, { count: report.errors.length })}
      </p>
      <DataTable
        caption={report.dryRun ? t('imports.wouldChange') : t('imports.changed')}
        columns={countColumns}
        rows={counts}
        rowKey={(row) => row.kind}
        loading={false}
        empty={null}
      />
      <p>{t('imports.images', { count: report.images })}</p>
      {Object.keys(report.fixedPrices).length > 0 && (
        <p>
          {t('imports.fixedPrices', {
            list: Object.entries(report.fixedPrices)
              .map(([currency, count]) => `${currency} ${count}`)
              .join(', '),
          })}
        </p>
      )}
      {report.errors.length > 0 && (
        <DataTable
          caption={t('imports.errors', { count: report.errors.length })}
          columns={errorColumns}
          rows={report.errors.map((error, n) => ({ ...error, n }))}
          rowKey={(row) => row.n}
          loading={false}
          empty={null}
        />
      )}
      {report.categoriesToCreate.length > 0 && (
        <section className={styles.extra} aria-labelledby="import-categories">
          <h3 id="import-categories" className={styles.extraTitle}>
            {report.dryRun || report.errors.length
              ? t('imports.categoriesToCreate')
              : t('imports.categoriesCreated')}
          </h3>
          <p>{t('imports.categoriesText')}</p>
          <ul className={styles.names}>
            {report.categoriesToCreate.map((path) => (
              <li key={path}>{path}</li>
            ))}
          </ul>
        </section>
      )}
      {report.columnsNotImported.length > 0 && (
        <section className={styles.extra} aria-labelledby="import-columns">
          <h3 id="import-columns" className={styles.extraTitle}>
            {t('imports.columnsNotImported')}
          </h3>
          <p>{t('imports.columnsText')}</p>
          <ul className={styles.names}>
            {report.columnsNotImported.map((column) => (
              <li key={column}>{column}</li>
            ))}
          </ul>
        </section>
      )}
      {report.notices.length > 0 && (
        <DataTable
          caption={t('imports.notices')}
          columns={errorColumns}
          rows={report.notices.map((notice, n) => ({ ...notice, n }))}
          rowKey={(row) => row.n}
          loading={false}
          empty={null}
        />
      )}
    </section>
  );
}
