import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { Category } from '@atelier/contract';
import { CategoryList } from './CategoryList.tsx';
import { narrowed, type ListingFilters } from './listingParams.ts';
import { usePriceScale } from '../../shared/market/market.ts';
import { OptionGroups } from './OptionGroups.tsx';
import { PriceRange } from './PriceRange.tsx';
import styles from './Filters.module.css';

interface Props {
  filters: ListingFilters;
  tree: readonly Category[];
  /** The category whose filter options are offered. */
  optionsCategory: string;
  hrefFor: (category?: number) => string;
  onChange: (change: Partial<ListingFilters>) => void;
  onClear: () => void;
}

/** The left column: categories, the category's options by type, and the price range. */
export function Filters({ filters, tree, optionsCategory, hrefFor, onChange, onClear }: Props) {
  const scale = usePriceScale();
  const { t } = useTranslation();
  const toggle = (id: number) =>
    onChange({
      productId: filters.productId.includes(id)
        ? filters.productId.filter((other) => other !== id)
        : [...filters.productId, id],
    });
  return (
    <div className={styles.filterStack}>
      {narrowed(filters, scale) && (
        <button type="button" className={styles.clear} onClick={onClear}>
          {t('listing.clearFilters')}
        </button>
      )}
      <details className={styles.group} open>
        <summary className={styles.groupTitle}>{t('a11y.categories')}</summary>
        <CategoryList tree={tree} current={filters.category} hrefFor={hrefFor} />
      </details>
      {/* A search in no category is offered the options of what it finds. */}
      <OptionGroups
        category={filters.q && !filters.category ? undefined : optionsCategory}
        filters={filters}
        onToggle={toggle}
      />
      <details className={styles.group} open>
        <summary className={styles.groupTitle}>{t('listing.price')}</summary>
        <PriceRange min={filters.minPrice} max={filters.maxPrice} onChange={onChange} />
      </details>
    </div>
  );
}
