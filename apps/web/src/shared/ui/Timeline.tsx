import type { ReactNode } from 'react';
import { dateAndTime } from '../i18n/dates.ts';
import { useTranslation } from '../i18n/i18n.ts';
import styles from './Timeline.module.css';

/** What happened (to an order, a return), each with its date and time in the shopper's language. */
export function Timeline({ events }: { events: { text: ReactNode; at: string }[] }) {
  const { language } = useTranslation();
  return (
    <ol className={styles.timeline}>
      {events.map((event, i) => (
        <li key={i}>
          <span>{event.text}</span>
          <time dateTime={event.at}>{dateAndTime(language, event.at)}</time>
        </li>
      ))}
    </ol>
  );
}
