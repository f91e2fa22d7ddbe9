import { useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { useMarketCode } from '../../shared/market/market.ts';
import { fetchProducts } from '../catalog/cards.ts';
import { toRequest, type ListingFilters } from './listingParams.ts';

/** SPEC §9: the listing loads 10 products at a time. */
export const LISTING_PAGE_SIZE = 10;

/**
 * The listing, 10 products a page. New filters are a new query, so paging starts again from the
 * top; it stops at an empty page (or once every product is shown).
 */
export function useListing(filters: ListingFilters) {
  const language = useLanguage();
  const market = useMarketCode();
  return useInfiniteQuery({
    queryKey: ['products', 'listing', language, market, filters],
    queryFn: ({ pageParam, signal }) =>
      fetchProducts(
        { ...toRequest(filters, language, market), offset: pageParam, pagesize: LISTING_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.content.length;
      return last.content.length === 0 || next >= last.total ? undefined : next;
    },
  });
}
