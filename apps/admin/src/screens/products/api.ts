import type {
  AdminProduct,
  AdminProductInput,
  AdminProductPage,
  AdminProductUpdate,
  BulkRequest,
  BulkResult,
  MediaUpload,
} from '@atelier/contract';
import type { z } from 'zod';
import { ADMIN_API_PREFIX, type ErrorBody } from '@atelier/contract';
import { api, ApiError } from '../../shared/api/client.ts';

export type ProductPage = z.infer<typeof AdminProductPage>;
export type ProductRow = ProductPage['items'][number];
export type Upload = z.infer<typeof MediaUpload>;

/** The product list's name in the query cache (useCursorList adds its filters). */
export const PRODUCTS = 'products';
export const productKey = (id: number) => ['product', id] as const;

export const PRODUCT_FILTERS = [
  'q',
  'status',
  'categoryId',
  'lowStock',
  'missingLanguage',
] as const;
export type ProductFilters = Record<(typeof PRODUCT_FILTERS)[number], string>;

export const loadProducts = (filters: ProductFilters, cursor?: string) =>
  api.get<ProductPage>('/products', { ...filters, cursor, limit: 25 });

export const loadProduct = (id: number) => api.get<AdminProduct>(`/products/${id}`);

export const createProduct = (input: AdminProductInput) =>
  api.post<AdminProduct>('/products', input);

export const saveProduct = (id: number, input: AdminProductUpdate) =>
  api.put<AdminProduct>(`/products/${id}`, input);

/** A draft copy of the product as saved (its own handle and SKUs, the same photos). */
export const duplicateProduct = (id: number) =>
  api.post<AdminProduct>(`/products/${id}/duplicate`, {});

/** One action on many products: `preview` answers what it would do and writes nothing. */
export const bulkProducts = (body: z.input<typeof BulkRequest>) =>
  api.post<BulkResult>('/products/bulk', body);

/** A photo sent as multipart `file`; the server re-encodes it and answers its copies. */
export async function uploadPhoto(file: File): Promise<Upload> {
  const form = new FormData();
  form.set('file', file);
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API_PREFIX}/media`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, null);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, data as ErrorBody | null);
  return data as Upload;
}
