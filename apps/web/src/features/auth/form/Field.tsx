import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { EyeIcon, EyeOffIcon } from '../../../shared/ui/icons.tsx';
import { translateMessage } from './messages.ts';
import styles from './form.module.css';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export interface FieldProps extends InputProps {
  label: string;
  /** The rule's or the server's English message; shown translated under the input. */
  error?: string;
  hint?: ReactNode;
  /** Inside the input's box, after it (e.g. the password visibility toggle). */
  trailing?: ReactNode;
}

/** A labelled input whose error is announced with it (aria-invalid + aria-describedby). */
export function Field({ label, error, hint, trailing, className, ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {translateMessage(t, error)}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-label={t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
