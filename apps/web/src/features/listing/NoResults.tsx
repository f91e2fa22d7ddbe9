import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import { Button } from '@atelier/ui/button';
import { useCategoryTree } from '../catalog/index.ts';
import styles from './listing.module.css';

interface Props {
  /** The search that found nothing, if any. */
  q?: string;
  /** Whether filters narrow the listing: then clearing them is the way out. */
  narrowed: boolean;
  onClear: () => void;
}

/**
 * An empty listing says why: filters that exclude everything offer to clear them; a search that
 * matches nothing says so and offers the categories to browse instead.
 */
export function NoResults({ q, narrowed, onClear }: Props) {
  const { t } = useTranslation();
  const { data: tree = [] } = useCategoryTree();
  if (narrowed || !q) {
    return (
      <div className={styles.message}>
        <h2 className={styles.messageTitle}>{t('listing.empty')}</h2>
        {narrowed && (
          <>
            <p>{t('listing.emptyHint')}</p>
            <Button variant="secondary" onClick={onClear}>
              {t('listing.clearFilters')}
            </Button>
          </>
        )}
      </div>
    );
  }
  return (
    <div className={styles.message}>
      <h2 className={styles.messageTitle}>{t('listing.noResults', { q })}</h2>
      <p>{t('listing.noResultsHint')}</p>
      <ul className={styles.suggestions}>
        {tree.map((category) => (
          <li key={category.id}>
            <Link to={`/product?category=${category.id}`} className={styles.suggestion}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
