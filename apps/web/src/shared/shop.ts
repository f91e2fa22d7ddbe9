import { useQuery } from '@tanstack/react-query';
import type { ShopInfo } from '@atelier/contract';
import { api } from './api/client.ts';

/** The shop's settings in the query cache: read again when they turn out to have changed. */
export const SHOP_KEY = ['shop'];

/**
 * The shop's settings as the merchant set them (name, logo, contact, links, offers): the same
 * for every shopper, so the server draws pages with them and the browser keeps them a while.
 */
export function useShop(): ShopInfo | undefined {
  return useQuery({
    queryKey: SHOP_KEY,
    queryFn: () => api.get<ShopInfo>('/v1/shop'),
    staleTime: 5 * 60_000,
  }).data;
}

/** A phone number as a tel: address (digits and the leading +). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** This year where the shop is (its time zone), from the clock: the copyright line's year. */
export const shopYear = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(now);
