import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '@atelier/ui/button';
import { ProductGrid } from '../catalog/cards.ts';
import { useNearViewport } from '../../shared/ui/useNearViewport.ts';
import { LISTING_PAGE_SIZE, useListing } from './useListing.ts';
import { narrowed, type ListingFilters } from './listingParams.ts';
import { usePriceScale } from '../../shared/market/market.ts';
import { NoResults } from './NoResults.tsx';
import styles from './listing.module.css';

interface Props {
  filters: ListingFilters;
  onClear: () => void;
}

/** The products of the filters, loading more near the end of the page or on 'Load more'. */
export function ListingResults({ filters, onClear }: Props) {
  const { t } = useTranslation();
  const scale = usePriceScale();
  const { data, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useListing(filters);
  const loadMore = () => void fetchNextPage();
  const sentinel = useNearViewport<HTMLDivElement>(
    loadMore,
    hasNextPage && !isFetchingNextPage && !isError,
  );

  if (isError && !data) {
    return (
      <div className={styles.message} role="alert">
        <p>{t('listing.loadError')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('listing.retry')}
        </Button>
      </div>
    );
  }
  const products = data?.pages.flatMap((page) => page.content);
  const first = data?.pages[0];
  return (
    <>
      {/* The cards' names are h3s: their section needs its h2 for the outline to hold. */}
      <h2 className="visually-hidden">{t('pages.listing')}</h2>
      <p className={styles.count} role="status">
        {first &&
          t(first.totalExact ? 'listing.count' : 'listing.countAtLeast', { count: first.total })}
      </p>
      {products?.length === 0 ? (
        <NoResults q={filters.q} narrowed={narrowed(filters, scale)} onClear={onClear} />
      ) : (
        <ProductGrid products={products} placeholders={LISTING_PAGE_SIZE} eagerCount={4} />
      )}
      <div ref={sentinel} className={styles.more}>
        {hasNextPage && (
          <Button variant="secondary" onClick={loadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('listing.loadingMore') : t('listing.loadMore')}
          </Button>
        )}
      </div>
    </>
  );
}
