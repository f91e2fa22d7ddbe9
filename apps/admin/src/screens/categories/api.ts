import type { AdminCategory, AdminCategoryInput } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';

/** The whole tree, in the query cache for this screen and the product editor's picker. */
export const CATEGORIES = ['categories'] as const;

export const loadCategories = () => api.get<AdminCategory[]>('/categories');

export const createCategory = (input: AdminCategoryInput) =>
  api.post<AdminCategory>('/categories', input);

export const saveCategory = (id: number, input: AdminCategoryInput) =>
  api.put<AdminCategory>(`/categories/${id}`, input);

export const deleteCategory = (id: number) => api.delete<null>(`/categories/${id}`);
