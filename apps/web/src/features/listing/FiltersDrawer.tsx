import type { ReactNode } from 'react';
import { Button } from '@atelier/ui/button';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Drawer } from '../../shared/ui/Drawer.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** How many products the filters give, once known. */
  total?: number;
  children: ReactNode;
}

/**
 * The phone's filters, ending in 'Show N results'. Inline, they pushed the products 2,000 px down
 * the page.
 */
export function FiltersDrawer({ open, onClose, total, children }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="end"
      title={t('listing.filters')}
      closeLabel={t('listing.closeFilters')}
      foot={
        <Button onClick={onClose}>
          {total === undefined
            ? t('listing.showResultsUnknown')
            : t('listing.showResults', { count: total })}
        </Button>
      }
    >
      {children}
    </Drawer>
  );
}
