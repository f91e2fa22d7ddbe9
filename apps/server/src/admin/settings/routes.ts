import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminShopPage,
  ShopPageParams,
  ShopPageUpdate,
  ShopSettings,
  ShopSettingsUpdate,
} from '@atelier/contract';
import { shopSettings } from '../../modules/settings/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { adminPage, updatePage, updateSettings } from './service.ts';

/** The shop's settings and its info pages (owners): ADMIN-API.md "Shop settings". */
export const adminSettingsRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const owners = staffOnly();
  const settings = { ...owners, response: { 200: ShopSettings, ...REFUSALS } };
  app.get('/api/admin/settings', { schema: settings }, () => shopSettings(deps.db, deps.config));
  app.put('/api/admin/settings', { schema: { ...settings, body: ShopSettingsUpdate } }, (request) =>
    updateSettings(deps, staffOf(request), request.body),
  );

  const page = { ...owners, params: ShopPageParams, response: { 200: AdminShopPage, ...REFUSALS } };
  app.get('/api/admin/pages/:slug', { schema: page }, (request) =>
    adminPage(deps, request.params.slug),
  );
  app.put('/api/admin/pages/:slug', { schema: { ...page, body: ShopPageUpdate } }, (request) =>
    updatePage(deps, staffOf(request), request.params.slug, request.body),
  );
};
