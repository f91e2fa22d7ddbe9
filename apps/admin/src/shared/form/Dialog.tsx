import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n.ts';
import styles from './Dialog.module.css';

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

/** The buttons at the foot of a dialog's form, the main one last. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
