import { ORDER_QUEUES } from '@atelier/contract';
import { Link, useSearchParams } from '@atelier/ui/router';
import { withFilters } from '../../shared/list/listParams.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { adminPath } from '../../shared/paths.ts';
import styles from './orders.module.css';

/**
 * The saved queues as links: each keeps the other filters and starts again from the first page;
 * the one shown is the current page for screen readers.
 */
export function QueueTabs({ queue }: { queue: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const to = (value: string) => {
    const next = withFilters(params, { queue: value }).toString();
    return `${adminPath('/orders')}${next ? `?${next}` : ''}`;
  };
  return (
    <nav aria-label={t('orders.queues')}>
      <ul className={styles.tabs}>
        {['', ...ORDER_QUEUES].map((value) => (
          <li key={value}>
            <Link
              to={to(value)}
              className={styles.tab}
              aria-current={value === queue ? 'page' : undefined}
            >
              {t(
                value
                  ? `orders.queue.${value as (typeof ORDER_QUEUES)[number]}`
                  : 'orders.queue.all',
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
