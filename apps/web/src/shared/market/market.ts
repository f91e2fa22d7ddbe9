import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicMarket } from '@atelier/contract';
import {
  MARKET_CODE,
  MARKET_COOKIE,
  MARKET_PARAM,
  marketOfLanguage,
  priceScale,
} from '@atelier/contract/market-address';
import { useLocation } from '@atelier/ui/router';
import { api } from '../api/client.ts';
import { useLanguage } from '../i18n/hooks.ts';

/** The markets a shopper may pick: the same for everyone, drawn into pages by the server. */
export const marketsQuery = queryOptions({
  queryKey: ['markets'],
  queryFn: ({ signal }) => api.get<PublicMarket[]>('/v1/markets', {}, signal),
  staleTime: 5 * 60_000,
});

/**
 * The market the page is priced in: its address's (`?market=eu`), else the one its language
 * suggests, as the server draws it (platform/market.ts). Put it in every catalog request and its
 * query key: the answers then have an address of their own, which caches keep apart.
 */
export function useMarketCode(): string {
  const language = useLanguage();
  const named = new URLSearchParams(useLocation().search).get(MARKET_PARAM);
  return named && MARKET_CODE.test(named) ? named : marketOfLanguage(language);
}

/** The page's market with its currency and rate, once the markets have loaded. */
export function useMarket(): PublicMarket | undefined {
  const code = useMarketCode();
  return useQuery(marketsQuery).data?.find((market) => market.code === code);
}

/**
 * How much wider than the base currency's the page's price slider runs (priceScale); the base
 * one's for a market the shop does not know, whose listing the server refuses anyway.
 */
export function usePriceScale(): number {
  const market = useMarket();
  return market ? priceScale(market.exchangeRate) : 1;
}

/**
 * The cookie tells the server the shopper's choice, so that a page asked for at an address naming
 * no market goes to its address in the chosen one (web/page-address.ts).
 */
export function rememberMarketForServer(code: string): void {
  document.cookie = `${MARKET_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
}
