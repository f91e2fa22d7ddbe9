import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './Field.module.css';

/** The look of a field's parts, for a control the field components do not fit (a legend, a bare input). */
export { styles as fieldStyles };

export interface FieldProps {
  label: ReactNode;
  /** A message in the reader's language; the control is marked invalid and names it. */
  error?: string;
  hint?: ReactNode;
  /** On the field around the control. */
  className?: string;
}

/** What wires a control to its label, hint and error. */
interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A label, a hint and an error around one control, wired by id so a screen reader names the
 * control by its label and reads the hint and the error with it.
 */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = FieldProps &
  InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
    /** Inside the input's box, after it (the password's show/hide button). */
    trailing?: ReactNode;
  };

export function TextField({ label, error, hint, className, trailing, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) =>
        trailing ? (
          <div className={styles.box}>
            <input {...control} {...input} />
            <span className={styles.trailing}>{trailing}</span>
          </div>
        ) : (
          <input {...control} {...input} />
        )
      }
    </Field>
  );
}

export type SelectFieldProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

export type TextAreaFieldProps = FieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, className, ...area }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea {...control} className={`${styles.control} ${styles.area}`} {...area} />
      )}
    </Field>
  );
}
