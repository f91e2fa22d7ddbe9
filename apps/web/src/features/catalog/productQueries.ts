import { queryOptions } from '@tanstack/react-query';
import type { Language, ProductDetail, ProductPage, ProductQuery } from '@atelier/contract';
import { ApiError, api } from '../../shared/api/client.ts';

/** The query string of GET /v1/products, as the listing and the home sections send it. */
export type ProductsRequest = Partial<Omit<ProductQuery, 'lang' | 'market'>> & {
  lang: Language;
  market: string;
};

export function fetchProducts(request: ProductsRequest, signal?: AbortSignal) {
  return api.get<ProductPage>('/v1/products', request, signal);
}

/** A missing product is an answer, not a failure worth asking again. */
const retryUnlessMissing = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 1;

/** A product's page in `language`, priced in the market of code `market`. */
export const productDetailQuery = (id: number, language: Language, market: string) =>
  queryOptions({
    queryKey: ['product', id, language, market],
    queryFn: ({ signal }) =>
      api.get<ProductDetail>(`/v1/products/${id}/${language}`, { market }, signal),
    retry: retryUnlessMissing,
  });
