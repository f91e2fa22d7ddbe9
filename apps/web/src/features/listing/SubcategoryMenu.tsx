import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import type { Category } from '@atelier/contract';
import styles from './SubcategoryMenu.module.css';

interface Props {
  subcategories: readonly Category[];
  current?: string;
  hrefFor: (category: number) => string;
}

/** The hero's menu of the active category's children. */
export function SubcategoryMenu({ subcategories, current, hrefFor }: Props) {
  const { t } = useTranslation();
  return (
    <nav className={styles.menu} aria-label={t('listing.subcategories')}>
      {subcategories.length === 0 ? (
        <p className={styles.menuEmpty}>{t('listing.noSubcategories')}</p>
      ) : (
        <ul className={styles.menuList}>
          {subcategories.map((child) => (
            <li key={child.id}>
              <Link
                to={hrefFor(child.id)}
                className={styles.menuLink}
                aria-current={String(child.id) === current ? 'page' : undefined}
              >
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
