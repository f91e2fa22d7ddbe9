import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from './router/router.tsx';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';

interface StyleProps {
  variant?: Variant;
  size?: 'md' | 'lg';
}

/** The button look, for the rare element that can be neither Button nor ButtonLink. */
export function buttonClassName({ variant = 'primary', size = 'md' }: StyleProps, extra?: string) {
  return [styles.button, styles[variant], size === 'lg' && styles.lg, extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={buttonClassName({ variant, size }, className)} {...rest} />;
}

/** A navigation that looks like a button (e.g. 'Go Back Home'). */
export function ButtonLink({ variant, size, className, ...rest }: LinkProps & StyleProps) {
  return <Link className={buttonClassName({ variant, size }, className)} {...rest} />;
}
