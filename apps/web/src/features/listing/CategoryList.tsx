import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import type { Category } from '@atelier/contract';
import { topLevelOf } from './categories.ts';
import styles from './Filters.module.css';

interface Props {
  tree: readonly Category[];
  /** The category in the URL. */
  current?: string;
  /** The listing's address with another category (its options cleared). */
  hrefFor: (category?: number) => string;
}

/** The categories to filter by: the top level, and the children of the one being looked at. */
export function CategoryList({ tree, current, hrefFor }: Props) {
  const { t } = useTranslation();
  const open = topLevelOf(tree, current);
  const link = (label: string, id?: number) => (
    <Link
      to={hrefFor(id)}
      className={styles.categoryLink}
      aria-current={String(id ?? '') === (current ?? '') ? 'true' : undefined}
    >
      {label}
    </Link>
  );
  return (
    <ul className={styles.categories}>
      <li>{link(t('listing.allProducts'))}</li>
      {tree.map((top) => (
        <li key={top.id}>
          {link(top.name, top.id)}
          {top === open && top.children.length > 0 && (
            <ul className={styles.subcategories}>
              {top.children.map((child) => (
                <li key={child.id}>{link(child.name, child.id)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
