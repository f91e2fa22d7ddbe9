import type { z } from 'zod';
import type { AdminCustomer, AdminCustomerPage, CreditAdjustRequest } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';

export type CustomerRow = z.infer<typeof AdminCustomerPage>['items'][number];

export const CUSTOMERS = 'customers';
export const CUSTOMER_FILTERS = ['q'] as const;

export const loadCustomers = (filters: { q: string }, cursor?: string) =>
  api.get<z.infer<typeof AdminCustomerPage>>('/customers', { q: filters.q, cursor });

export const customerKey = (id: number) => ['customer', id] as const;
export const loadCustomer = (id: number) => api.get<AdminCustomer>(`/customers/${id}`);
export const adjustCredit = (id: number, body: CreditAdjustRequest) =>
  api.post<AdminCustomer>(`/customers/${id}/credit`, body);
