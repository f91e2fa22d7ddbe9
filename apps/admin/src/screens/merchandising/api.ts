import type {
  MerchAnnouncement,
  MerchBanner,
  MerchCollection,
  MerchDeal,
  MerchFlashSale,
} from '@atelier/contract';
import { api } from '../../shared/api/client.ts';

/** Each piece of merchandising, as GET and PUT /api/admin/merchandising/{name} carry it. */
export interface Merch {
  banners: MerchBanner[];
  collections: MerchCollection[];
  deals: MerchDeal[];
  'flash-sale': MerchFlashSale;
  announcement: MerchAnnouncement;
}
export type MerchName = keyof Merch;
export const MERCH_NAMES: MerchName[] = [
  'banners',
  'collections',
  'deals',
  'flash-sale',
  'announcement',
];

export const merchKey = (name: MerchName) => ['merchandising', name] as const;
export const loadMerch = <N extends MerchName>(name: N) =>
  api.get<Merch[N]>(`/merchandising/${name}`);
export const saveMerch = <N extends MerchName>(name: N, value: Merch[N]) =>
  api.put<Merch[N]>(`/merchandising/${name}`, value);
