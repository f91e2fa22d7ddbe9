import type { ReactNode } from 'react';
import styles from './feedback.module.css';

export type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'accent';

/** A short state in a coloured pill (published, invited, low stock); the words carry the meaning. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
