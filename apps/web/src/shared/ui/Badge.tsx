import type { ReactNode } from 'react';
import styles from './Badge.module.css';

/** Waiting on the shopper, under way, finished well, or stopped. */
export type Tone = 'waiting' | 'ok' | 'done' | 'bad';

/** A status (an order's, a return's) as a pill coloured by its tone. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
