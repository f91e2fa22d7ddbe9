import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '../../shared/i18n/hooks.ts';
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
  return useInfiniteQuery({
    queryKey: ['products', 'listing', language, filters],
    queryFn: ({ pageParam, signal }) =>
      fetchProducts(
        { ...toRequest(filters, language), offset: pageParam, pagesize: LISTING_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.content.length;
      return last.content.length === 0 || next >= last.total ? undefined : next;
    },
  });
}

/**
 * Calls `onVisible` when the returned element is near the viewport while `active`; each time it
 * becomes active again (a page arrived) it checks afresh, so a tall screen keeps filling.
 */
export function useNearViewport<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && callback.current(),
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
