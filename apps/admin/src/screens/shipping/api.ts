import type {
  Market,
  ShippingZone,
  ShippingZoneCreate,
  ShippingZonePatch,
} from '@atelier/contract';
import { api } from '../../shared/api/client.ts';

export const ZONES_KEY = ['shipping-zones'] as const;
export const MARKET_CURRENCIES_KEY = ['markets', 'currencies'] as const;

export const loadZones = () => api.get<ShippingZone[]>('/shipping/zones');
export const createZone = (input: ShippingZoneCreate) =>
  api.post<ShippingZone>('/shipping/zones', input);
export const updateZone = (id: number, input: ShippingZonePatch) =>
  api.patch<ShippingZone>(`/shipping/zones/${id}`, input);
export const deleteZone = (id: number) => api.delete<null>(`/shipping/zones/${id}`);

/** The currencies the shop sells in: a method is priced in each (none left empty is offered). */
export const loadCurrencies = async () => [
  ...new Set((await api.get<Market[]>('/markets')).map((m) => m.currency)),
];
