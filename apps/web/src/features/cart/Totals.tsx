import styles from './shopping.module.css';

export interface TotalsRow {
  label: string;
  value: string;
  /** The grand total: drawn larger. */
  total?: boolean;
  /** A remark on the figures (the tax the prices include): a line of text under them. */
  note?: boolean;
}

/** Subtotal, shipping, tax, total: a description list, one row each; the notes below it. */
export function Totals({ rows }: { rows: TotalsRow[] }) {
  return (
    <>
      <dl className={styles.sums}>
        {rows
          .filter((row) => !row.note)
          .map((row) => (
            <div
              key={row.label}
              className={[styles.sumRow, row.total && styles.totalRow].filter(Boolean).join(' ')}
            >
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
      </dl>
      {rows
        .filter((row) => row.note)
        .map((row) => (
          <p key={row.label} className={styles.sumNote}>
            {row.label}
          </p>
        ))}
    </>
  );
}
