import type {
  AdminShopPage,
  ShopPageSlug,
  ShopPageUpdate,
  ShopSettings,
  ShopSettingsUpdate,
} from '@atelier/contract';
import { api } from '../../shared/api/client.ts';

// ADMIN-API.md "Shop settings" (owners): the settings, and the shop's info pages per language.

export const SETTINGS_KEY = ['shop-settings'] as const;
export const loadSettings = () => api.get<ShopSettings>('/settings');
/** The fields sent replace the stored ones; the others stay. */
export const saveSettings = (body: ShopSettingsUpdate) => api.put<ShopSettings>('/settings', body);

export const pageKey = (slug: ShopPageSlug) => ['shop-page', slug] as const;
export const loadPage = (slug: ShopPageSlug) => api.get<AdminShopPage>(`/pages/${slug}`);
export const savePage = (slug: ShopPageSlug, body: ShopPageUpdate) =>
  api.put<AdminShopPage>(`/pages/${slug}`, body);
