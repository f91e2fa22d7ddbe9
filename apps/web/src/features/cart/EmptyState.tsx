import type { ReactNode } from 'react';
import { ButtonLink } from '@atelier/ui/button';
import styles from './shopping.module.css';

/** A friendly empty list: a title, one line, and the way back to the shop. */
export function EmptyState(props: {
  title: string;
  text: string;
  action: string;
  icon?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      {props.icon && <span className={styles.emptyIcon}>{props.icon}</span>}
      <h2 className={styles.emptyTitle}>{props.title}</h2>
      <p className={styles.muted}>{props.text}</p>
      <ButtonLink to="/" size="lg">
        {props.action}
      </ButtonLink>
    </div>
  );
}
