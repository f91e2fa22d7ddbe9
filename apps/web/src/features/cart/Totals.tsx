import styles from './shopping.module.css';

export interface TotalsRow {
  label: string;
  value: string;
  /** The grand total: drawn larger. */
  total?: boolean;
}

/** Subtotal, shipping, tax, total: a description list, one row each. */
export function Totals({ rows }: { rows: TotalsRow[] }) {
  return (
    <dl className={styles.sums}>
      {rows.map((row) => (
        <div
          key={row.label}
          className={[styles.sumRow, row.total && styles.totalRow].filter(Boolean).join(' ')}
        >
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
