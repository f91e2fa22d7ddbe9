import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Announcement,
  Banner,
  Collection,
  Deal,
  ErrorBody,
  FilterOption,
  FilterOptionsQuery,
  FlashSale,
  LangQuery,
  LanguageParams,
} from '@atelier/contract';
import type { AppDeps } from '../../app.ts';
import { notFound } from '../../platform/errors.ts';
import { listingFilterOptions } from './filter-options.ts';
import {
  flashSaleEnd,
  listAnnouncements,
  listBanners,
  listCollections,
  listDeals,
} from './repo.ts';

/** The home page's and the listing's merchandising, and the listing's filter options. */
export const merchandisingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  // What is live at the time of each request; cached answers expire at the next start or end.
  const now = clock ?? (() => new Date());
  const tags = ['catalog'];
  const config = { catalogCache: true } as const;
  app.get(
    '/api/v1/collection/:languageCode',
    {
      config,
      schema: {
        tags,
        params: LanguageParams,
        response: { 200: z.array(Collection), 400: ErrorBody },
      },
    },
    ({ params }) => listCollections(db, params.languageCode, now()),
  );
  app.get(
    '/api/v1/deals',
    {
      config,
      schema: { tags, querystring: LangQuery, response: { 200: z.array(Deal), 400: ErrorBody } },
    },
    ({ query }) => listDeals(db, query.lang, now()),
  );
  app.get(
    '/api/banners',
    {
      config,
      schema: { tags, querystring: LangQuery, response: { 200: z.array(Banner), 400: ErrorBody } },
    },
    ({ query }) => listBanners(db, query.lang, now()),
  );
  app.get(
    '/api/v1/announcement',
    {
      config,
      schema: {
        tags,
        description: 'The bar above every page: one announcement, or none',
        querystring: LangQuery,
        response: { 200: z.array(Announcement), 400: ErrorBody },
      },
    },
    ({ query }) => listAnnouncements(db, query.lang, now()),
  );
  app.get(
    '/api/v1/promotions/flash-sale',
    { config, schema: { tags, response: { 200: FlashSale, 404: ErrorBody } } },
    async () => {
      const endsAt = await flashSaleEnd(db, now());
      if (!endsAt) throw notFound('Flash sale');
      return { endsAt: endsAt.toISOString() };
    },
  );
  app.get(
    '/api/v1/filter/category',
    {
      config,
      schema: {
        tags,
        description:
          "A listing's filter options, each with the products it would give in that listing",
        querystring: FilterOptionsQuery,
        response: { 200: z.array(FilterOption), 400: ErrorBody },
      },
    },
    ({ query }) => listingFilterOptions(db, query, now()),
  );
};
