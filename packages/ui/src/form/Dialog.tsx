import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

const FIRST_FIELD = 'input:not([type=hidden]), select, textarea';

interface Props {
  /** Shown while true; a dialog mounted for one opening leaves it out. */
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's name, in the reader's language. */
  closeLabel: string;
  /** The close button's mark; × unless the app has an icon of its own. */
  closeIcon?: ReactNode;
  /** Wider, for a form with fields two a line. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the page behind is inert, Escape closes it, focus goes to its
 * first field (or the control marked data-autofocus) and back to what opened it when it closes.
 */
export function Dialog({
  open = true,
  onClose,
  title,
  closeLabel,
  closeIcon = '×',
  wide,
  children,
}: Props) {
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
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          {closeIcon}
        </button>
      </header>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}

/** The foot of a dialog's form: its buttons at the end, the main one last. */
export function DialogButtons({ children }: { children: ReactNode }) {
  return <div className={styles.buttons}>{children}</div>;
}
