import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import { useActiveCategory, useCategoryTree } from '../catalog/index.ts';
import styles from './home.module.css';

/** SPEC §2: the active category's children, until the shopper has clicked into a listing. */
export function SubcategoryStrip() {
  const { t } = useTranslation();
  const { data: tree, isPending } = useCategoryTree();
  const selected = useActiveCategory(tree);
  if (!selected) {
    // Until the categories are in, an empty strip of the same height holds the page still.
    if (!isPending && !tree?.some((category) => category.children.length > 0)) return null;
    return (
      <div className={styles.strip} aria-hidden="true">
        <div className={`container ${styles.chips}`}>
          <span className={styles.chip} style={{ visibility: 'hidden' }}>
            &nbsp;
          </span>
        </div>
      </div>
    );
  }
  if (selected.clicked || selected.subcategories.length === 0) return null;
  return (
    <nav className={styles.strip} aria-label={t('home.subcategoriesOf', { name: selected.name })}>
      <ul className={`container ${styles.chips}`}>
        {selected.subcategories.map((child) => (
          <li key={child.id}>
            <Link to={`/product?category=${child.id}`} className={styles.chip}>
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
