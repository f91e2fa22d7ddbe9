import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@atelier/ui/router';
import {
  currentCursor,
  nextPage,
  pageNumber,
  previousPage,
  readFilters,
  withFilters,
} from './listParams.ts';

export interface CursorPage<Row> {
  items: Row[];
  nextCursor: string | null;
}

interface Options<Row, K extends string> {
  /** The list's name in the query cache; filters and cursor are added to it. */
  name: string;
  /** The query parameters this list is filtered by. */
  filterKeys: readonly K[];
  load: (filters: Record<K, string>, cursor: string | undefined) => Promise<CursorPage<Row>>;
  enabled?: boolean;
}

/**
 * A server-paged list whose filters and cursor trail live in the URL (listParams.ts): each page
 * and each filter change is a history entry, so Back returns to the same list.
 */
export function useCursorList<Row, K extends string>(options: Options<Row, K>) {
  const { name, filterKeys, load, enabled = true } = options;
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, filterKeys);
  const cursor = currentCursor(params);
  const query = useQuery({
    queryKey: ['list', name, filters, cursor ?? null],
    queryFn: () => load(filters, cursor),
    enabled,
  });
  const page = pageNumber(params);
  const nextCursor = query.data?.nextCursor ?? null;
  const paging = {
    page,
    hasPrevious: page > 1,
    hasNext: nextCursor !== null,
    previous: () => setParams(previousPage(params)),
    next: () => nextCursor !== null && setParams(nextPage(params, nextCursor)),
  };
  return {
    filters,
    setFilters: (next: Partial<Record<K, string>>) =>
      setParams(withFilters(params, next as Record<string, string>)),
    /** What a DataTable of this list takes from it: its page, its states and its paging. */
    table: {
      rows: query.data?.items,
      loading: query.isPending,
      error: query.error,
      onRetry: () => void query.refetch(),
      paging,
    },
  };
}

export type Paging = ReturnType<typeof useCursorList>['table']['paging'];
