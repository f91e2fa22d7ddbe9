import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AlsoBoughtQuery,
  ErrorBody,
  ProductCard,
  ProductDetail,
  ProductPage,
  ProductParams,
  ProductQuery,
  MarketQuery,
} from '@atelier/contract';
import type { AppDeps } from '../../app.ts';
import { alsoBought } from './also-bought.ts';
import { productDetail } from './detail.ts';
import { listProducts } from './listing.ts';
import { sellingMarket } from '../markets/prices.ts';

export const productRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  const now = clock ?? (() => new Date());
  const listing = { 200: ProductPage, 400: ErrorBody };
  // Only the best-selling order reads sales; product pages show stock, also-bought co-purchases.
  const bySales = (input: unknown) =>
    (input as { section?: unknown } | null)?.section === 'best-selling' ? 'sales' : true;
  const sales = { catalogCache: 'sales' } as const;
  app.get(
    '/api/v1/products',
    {
      config: { catalogCache: (request) => bySales(request.query) },
      schema: { tags: ['catalog'], querystring: ProductQuery, response: listing },
    },
    (request) => listProducts(db, request.query, now()),
  );
  app.post(
    '/api/v1/products/filter',
    {
      config: { catalogCache: (request) => bySales(request.body) },
      schema: { tags: ['catalog'], body: ProductQuery, response: listing },
    },
    (request) => listProducts(db, request.body, now()),
  );
  app.get(
    '/api/v1/products/:id/:languageCode',
    {
      config: sales,
      schema: {
        tags: ['catalog'],
        params: ProductParams,
        querystring: MarketQuery,
        response: { 200: ProductDetail, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async ({ params, query }) =>
      productDetail(
        db,
        params.id,
        params.languageCode,
        await sellingMarket(db, query.market),
        now(),
      ),
  );
  app.get(
    '/api/v1/products/:id/also-bought/:languageCode',
    {
      config: sales,
      schema: {
        tags: ['catalog'],
        params: ProductParams,
        querystring: AlsoBoughtQuery,
        response: { 200: z.array(ProductCard), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async ({ params, query }) =>
      alsoBought(
        db,
        params.id,
        params.languageCode,
        query.pagesize,
        await sellingMarket(db, query.market),
        now(),
      ),
  );
};
