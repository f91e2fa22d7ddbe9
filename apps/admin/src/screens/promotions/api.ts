import type { z } from 'zod';
import {
  ADMIN_API_PREFIX,
  type AdminDiscountCode,
  type AdminDiscountCodePage,
  type DiscountCodeCreate,
  type DiscountCodePatch,
} from '@atelier/contract';
import { api } from '../../shared/api/client.ts';

// ADMIN-API.md "Promotions and store money": discount codes and the newsletter's subscribers
// (catalog staff and owners).

export const CODES = 'discount-codes';
export const CODE_FILTERS = ['q'] as const;

export const loadCodes = (filters: { q: string }, cursor?: string) =>
  api.get<z.infer<typeof AdminDiscountCodePage>>('/promotions/codes', { q: filters.q, cursor });
export const createCode = (body: DiscountCodeCreate) =>
  api.post<AdminDiscountCode>('/promotions/codes', body);
export const patchCode = (id: number, body: DiscountCodePatch) =>
  api.patch<AdminDiscountCode>(`/promotions/codes/${id}`, body);

/** The currencies a code's amounts may be fixed in: the markets', but the base's. */
export const CODE_CURRENCIES = ['promotions', 'currencies'] as const;
export const loadCodeCurrencies = () => api.get<string[]>('/promotions/currencies');

/** The confirmed subscribers as CSV: the server names the file, the browser downloads it. */
export const SUBSCRIBERS_CSV = `${ADMIN_API_PREFIX}/newsletter/subscribers.csv`;
