import type { ReactNode } from 'react';
import { Link, useSearchParams } from '@atelier/ui/router';
import { adminPath } from '../paths.ts';
import { withFilters } from './listParams.ts';
import styles from './QueueTabs.module.css';

/**
 * A list's queues as links setting its `param` filter: each keeps the other filters and starts
 * again from the first page; the one shown is the current page for screen readers.
 */
export function QueueTabs({
  label,
  path,
  param,
  current,
  tabs,
}: {
  label: string;
  path: string;
  param: string;
  current: string;
  tabs: { value: string; label: ReactNode }[];
}) {
  const [params] = useSearchParams();
  const to = (value: string) => {
    const next = withFilters(params, { [param]: value }).toString();
    return `${adminPath(path)}${next ? `?${next}` : ''}`;
  };
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.value}>
            <Link
              to={to(tab.value)}
              className={styles.tab}
              aria-current={tab.value === current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
