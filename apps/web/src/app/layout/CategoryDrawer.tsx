import { useTranslation } from '../../shared/i18n/i18n.ts';
import { CategoryNav } from '../../features/catalog/index.ts';
import { Drawer } from '../../shared/ui/Drawer.tsx';

/** The phone's category menu. */
export function CategoryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="start"
      title={t('a11y.categories')}
      closeLabel={t('a11y.closeMenu')}
    >
      <nav aria-label={t('a11y.categories')}>
        <CategoryNav layout="column" onSelect={onClose} />
      </nav>
    </Drawer>
  );
}
