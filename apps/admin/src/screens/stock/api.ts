import type { z } from 'zod';
import type { LedgerPage, LowStockPage, StockAdjustRequest, StockLevel } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';

export type LedgerEntry = z.infer<typeof LedgerPage>['items'][number];
export type LowStockRow = z.infer<typeof LowStockPage>['items'][number];

export const LEDGER = 'ledger';
export const LOW_STOCK = 'lowStock';

export const loadLedger = (filters: { sku: string }, cursor?: string) =>
  api.get<z.infer<typeof LedgerPage>>('/stock/ledger', { sku: filters.sku, cursor });

export const loadLowStock = (filters: { threshold: string }, cursor?: string) =>
  api.get<z.infer<typeof LowStockPage>>('/stock/low', { threshold: filters.threshold, cursor });

export const adjustStock = (input: z.input<typeof StockAdjustRequest>) =>
  api.post<z.infer<typeof StockLevel>>('/stock/adjust', input);
