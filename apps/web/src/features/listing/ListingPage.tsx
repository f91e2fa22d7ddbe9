import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useSearchParams } from '../../shared/router/router.tsx';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { selectCategory, useActiveCategory, useCategoryTree } from '../catalog/index.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { findCategory, topLevelOf } from './categories.ts';
import { Filters } from './Filters.tsx';
import { ListingResults } from './ListingResults.tsx';
import { readFilters, writeFilters, type ListingFilters } from './listingParams.ts';
import { SortSelect } from './SortSelect.tsx';
import { SubcategoryMenu } from './SubcategoryMenu.tsx';
import styles from './listing.module.css';

/** /product: hero, filters on the left, infinitely scrolling results; every filter in the URL. */
export function ListingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const { data: tree = [] } = useCategoryTree();
  const selected = useActiveCategory(tree);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();

  // Opened from a shared link, the header shows the listing's category as the active one.
  const top = topLevelOf(tree, filters.category);
  useEffect(() => {
    if (top && top.id !== selected?.id) selectCategory(top, false);
  }, [top, selected?.id]);

  const update = useCallback(
    (change: Partial<ListingFilters>) => setParams(writeFilters({ ...filters, ...change })),
    [filters, setParams],
  );
  // Clearing keeps what the shopper is looking at (category, search) and drops what narrows it.
  const clear = () =>
    setParams(
      writeFilters({
        ...readFilters(new URLSearchParams()),
        category: filters.category,
        q: filters.q,
      }),
    );
  const hrefFor = (category?: number) =>
    `/product?${writeFilters({ ...filters, category: category ? String(category) : undefined, productId: [] })}`;

  const title = filters.q
    ? t('listing.resultsFor', { q: filters.q })
    : (findCategory(tree, filters.category)?.name ?? t('pages.listing'));
  useDocumentTitle(title);
  const menuCategory = top ?? tree.find((category) => category.id === selected?.id);

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.hero}>
        <SubcategoryMenu
          subcategories={menuCategory?.children ?? []}
          current={filters.category}
          hrefFor={hrefFor}
        />
        <BannerCarousel />
      </div>
      <div className={styles.layout}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>{title}</h1>
          <button
            type="button"
            className={styles.filtersButton}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            {t('listing.filters')}
          </button>
          <SortSelect
            value={filters.sort}
            search={Boolean(filters.q)}
            onChange={(sort) => update({ sort })}
          />
        </div>
        <aside
          id={panelId}
          className={`${styles.filters} ${panelOpen ? styles.open : ''}`}
          aria-label={t('listing.filters')}
        >
          <Filters
            filters={filters}
            tree={tree}
            optionsCategory={filters.category ?? selected?.name ?? 'Craft'}
            hrefFor={hrefFor}
            onChange={update}
            onClear={clear}
          />
        </aside>
        <section className={styles.results} aria-label={title}>
          <ListingResults filters={filters} onClear={clear} />
        </section>
      </div>
    </div>
  );
}
