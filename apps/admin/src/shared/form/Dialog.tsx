import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@atelier/ui/button';
import { errorMessage } from '../api/errors.ts';
import { useTranslation } from '../i18n.ts';
import styles from './Dialog.module.css';
import formStyles from './form.module.css';

const FIRST_FIELD = 'input:not([type=hidden]), select, textarea';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the page behind is inert, Escape closes it, focus goes to its
 * first field (or the control marked data-autofocus) and back to what opened it when it closes.
 */
export function Dialog({ open, onClose, title, children }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // showModal would focus the close button, the first control in the markup: start at the form.
    (
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FIRST_FIELD)
    )?.focus();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('common.close')}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}

interface ActionsProps {
  /** The main button (or link), placed last. */
  children: ReactNode;
  onCancel: () => void;
  /** Cancel's words where "Cancel" would be unclear ("Keep the order"). */
  cancelLabel?: string;
  /** A failure that belongs to no field, said above the buttons. */
  error?: unknown;
  /** Focus starts on Cancel: the main button deletes something. */
  focusCancel?: boolean;
}

/** The foot of a dialog's form: what went wrong that no field shows, Cancel, then the main button. */
export function DialogActions({
  children,
  onCancel,
  cancelLabel,
  error,
  focusCancel,
}: ActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <p role="alert" className={formStyles.error}>
          {errorMessage(t, error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel} data-autofocus={focusCancel || undefined}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        {children}
      </div>
    </>
  );
}
