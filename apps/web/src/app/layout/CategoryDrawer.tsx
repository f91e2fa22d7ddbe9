import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { CategoryNav } from '../../features/catalog/index.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import styles from './CategoryDrawer.module.css';

/**
 * The phone's category menu: a modal <dialog>, so the browser traps focus, closes it on Escape
 * and gives focus back to the menu button.
 */
export function CategoryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
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
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the dialog itself; clicks inside land on the panel.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('a11y.categories')}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('a11y.closeMenu')}
          >
            <CloseIcon size={22} />
          </button>
        </div>
        {open && (
          <nav aria-labelledby={titleId}>
            <CategoryNav layout="column" onSelect={onClose} />
          </nav>
        )}
      </div>
    </dialog>
  );
}
