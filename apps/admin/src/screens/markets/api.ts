import type { Market, MarketCreate, MarketPatch, TaxRate } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';

export const MARKETS_KEY = ['markets'] as const;
export const TAX_RATES_KEY = ['tax-rates'] as const;

export const loadMarkets = () => api.get<Market[]>('/markets');
export const createMarket = (input: MarketCreate) => api.post<Market>('/markets', input);
export const updateMarket = (id: number, input: MarketPatch) =>
  api.patch<Market>(`/markets/${id}`, input);

export const loadTaxRates = () => api.get<TaxRate[]>('/tax-rates');
export const saveTaxRates = (rates: TaxRate[]) => api.put<TaxRate[]>('/tax-rates', rates);
