import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useSearchParams } from '@atelier/ui/router';
import { useQuery } from '@tanstack/react-query';
import { marketsQuery, useMarket, usePriceScale } from '../../shared/market/market.ts';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { selectCategory, useActiveCategory, useCategoryTree } from '../catalog/index.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { findCategory, topLevelOf } from './categories.ts';
import { Filters } from './Filters.tsx';
import { FiltersDrawer } from './FiltersDrawer.tsx';
import { ListingResults } from './ListingResults.tsx';
import { readFilters, writeFilters, type ListingFilters } from './listingParams.ts';
import { useListing } from './useListing.ts';
import { useSectionTitle } from './sectionTitle.ts';
import { SortSelect } from './SortSelect.tsx';
import { SubcategoryMenu } from './SubcategoryMenu.tsx';
import styles from './listing.module.css';

/**
 * /product: filters on the left (a drawer on phones), the heading, the hero (the category's
 * subcategories and the banners; not for a search) and infinitely scrolling results, all short
 * enough that the first products show on arrival. Every filter lives in the URL. Its prices are in
 * the page's market, whose slider range is known once the markets are (the header loads them).
 */
export function ListingPage() {
  const market = useMarket();
  const { isPending } = useQuery(marketsQuery);
  return market || !isPending ? <Listing /> : null;
}

function Listing() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const scale = usePriceScale();
  const filters = useMemo(() => readFilters(params, scale), [params, scale]);
  const { data: tree = [] } = useCategoryTree();
  const selected = useActiveCategory(tree);
  const [panelOpen, setPanelOpen] = useState(false);
  const total = useListing(filters).data?.pages[0]?.total;
  const sectionTitle = useSectionTitle(filters.section);

  // Opened from a shared link, the header shows the listing's category as the active one.
  const top = topLevelOf(tree, filters.category);
  useEffect(() => {
    if (top && top.id !== selected?.id) selectCategory(top, false);
  }, [top, selected?.id]);

  const update = useCallback(
    (change: Partial<ListingFilters>) => setParams(writeFilters({ ...filters, ...change }, scale)),
    [filters, setParams, scale],
  );
  // Clearing keeps what the shopper is looking at (category, search) and drops what narrows it.
  const clear = () =>
    setParams(
      writeFilters(
        { ...readFilters(new URLSearchParams(), scale), category: filters.category, q: filters.q },
        scale,
      ),
    );
  const hrefFor = (category?: number) =>
    `/product?${writeFilters({ ...filters, category: category ? String(category) : undefined, productId: [] }, scale)}`;

  const title = filters.q
    ? t('listing.resultsFor', { q: filters.q })
    : (findCategory(tree, filters.category)?.name ?? sectionTitle ?? t('pages.listing'));
  useDocumentTitle(title);
  const filterPanel = (
    <Filters
      filters={filters}
      tree={tree}
      optionsCategory={filters.category ?? selected?.name ?? 'Craft'}
      hrefFor={hrefFor}
      onChange={update}
      onClear={clear}
    />
  );

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.toolbar}>
        <h1 className={styles.heading}>{title}</h1>
        <button
          type="button"
          className={styles.filtersButton}
          aria-haspopup="dialog"
          aria-expanded={panelOpen}
          onClick={() => setPanelOpen(true)}
        >
          {t('listing.filters')}
        </button>
        <SortSelect
          value={filters.sort}
          search={Boolean(filters.q)}
          onChange={(sort) => update({ sort })}
        />
      </div>
      <aside className={styles.filters} aria-label={t('listing.filters')}>
        {filterPanel}
      </aside>
      <FiltersDrawer open={panelOpen} onClose={() => setPanelOpen(false)} total={total}>
        {filterPanel}
      </FiltersDrawer>
      {/* A search shows what matches it: another category's subcategories or banners are noise. */}
      {!filters.q && (
        <div className={styles.hero}>
          {top && (
            <SubcategoryMenu
              subcategories={top.children}
              current={filters.category}
              hrefFor={hrefFor}
            />
          )}
          <BannerCarousel />
        </div>
      )}
      <section className={styles.results} aria-label={title}>
        <ListingResults filters={filters} onClear={clear} />
      </section>
    </div>
  );
}
