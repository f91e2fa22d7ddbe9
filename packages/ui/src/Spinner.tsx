import styles from './Spinner.module.css';

/** A busy indicator announced to screen readers by its label. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
