import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import styles from './Drawer.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The edge it slides in from: the menu from the start, the filters from the end. */
  side: 'start' | 'end';
  title: string;
  closeLabel: string;
  /** Drawn only while open: a closed drawer costs nothing and its links stay out of the page. */
  children: ReactNode;
  foot?: ReactNode;
}

/**
 * A phone's side panel: a modal <dialog>, so the browser traps focus, closes it on Escape and gives
 * focus back to the button that opened it.
 */
export function Drawer({ open, onClose, side, title, closeLabel, children, foot }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      data-side={side}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the dialog itself; clicks inside land on its parts.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          <CloseIcon size={22} />
        </button>
      </div>
      <div className={styles.body}>{open && children}</div>
      {foot && <div className={styles.foot}>{foot}</div>}
    </dialog>
  );
}
