import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '@atelier/ui/button';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import styles from './FiltersDrawer.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** How many products the filters give, once known. */
  total?: number;
  children: ReactNode;
}

/**
 * The phone's filters: a modal <dialog> (the browser traps focus, Escape closes it and focus goes
 * back to the Filters button), ending in 'Show N results'. Inline, they pushed the products 2,000 px
 * down the page.
 */
export function FiltersDrawer({ open, onClose, total, children }: Props) {
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
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('listing.filters')}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('listing.closeFilters')}
        >
          <CloseIcon size={22} />
        </button>
      </div>
      <div className={styles.body}>{open && children}</div>
      <div className={styles.foot}>
        <Button className={styles.show} onClick={onClose}>
          {total === undefined
            ? t('listing.showResultsUnknown')
            : t('listing.showResults', { count: total })}
        </Button>
      </div>
    </dialog>
  );
}
