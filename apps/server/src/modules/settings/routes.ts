import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, ShopInfo, ShopPage, ShopPageLanguageParams } from '@atelier/contract';
import type { AppDeps } from '../../app.ts';
import { publicPage, publicShop } from './service.ts';

/**
 * What the shop shows of its settings, and its info pages: the same for every shopper, so kept
 * under the catalog's version (shop_settings and shop_pages bump it) and revalidated by ETag.
 */
export const shopSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/api/v1/shop',
    {
      config: { catalogCache: true },
      schema: { tags: ['shop'], response: { 200: ShopInfo } },
    },
    () => publicShop(db, config),
  );
  app.get(
    '/api/v1/pages/:slug/:languageCode',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['shop'],
        params: ShopPageLanguageParams,
        response: { 200: ShopPage, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request) => publicPage(db, request.params.slug, request.params.languageCode),
  );
};
