import type { ComponentProps } from 'react';
import { Button } from '@atelier/ui/button';
import styles from './form.module.css';

/** A button that is disabled and spins while its request is on the way. */
export function BusyButton({
  pending,
  children,
  disabled,
  ...rest
}: ComponentProps<typeof Button> & { pending: boolean }) {
  return (
    <Button disabled={pending || disabled} aria-busy={pending || undefined} {...rest}>
      {pending && <span className={styles.busy} aria-hidden="true" />}
      {children}
    </Button>
  );
}
