import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProduct,
  AdminProductInput,
  AdminProductPage,
  AdminProductQuery,
  AdminProductUpdate,
  BulkRequest,
  BulkResult,
  IdParams,
} from '@atelier/contract';
import { notFound } from '../../platform/errors.ts';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { keysetPage } from '../paging.ts';
import { bulkProducts } from './bulk.ts';
import { duplicateProduct } from './duplicate.ts';
import { listProducts, readProduct } from './read.ts';
import { archiveProduct, createProduct, updateProduct } from './service.ts';

export const adminProductRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const access = staffOnly('catalog');
  const one = { 200: AdminProduct, ...REFUSALS };

  app.get(
    '/api/admin/products',
    {
      schema: {
        ...access,
        querystring: AdminProductQuery,
        response: { 200: AdminProductPage, ...REFUSALS },
      },
    },
    async ({ query }) =>
      keysetPage(await listProducts(deps.db, query), query.limit, (row) => row.id),
  );
  app.get(
    '/api/admin/products/:id',
    { schema: { ...access, params: IdParams, response: one } },
    async ({ params }) =>
      (await readProduct(deps.db, params.id)) ?? Promise.reject(notFound('Product')),
  );
  app.post(
    '/api/admin/products',
    {
      schema: { ...access, body: AdminProductInput, response: { 201: AdminProduct, ...REFUSALS } },
    },
    async (request, reply) =>
      reply.code(201).send(await createProduct(deps, staffOf(request), request.body)),
  );
  app.put(
    '/api/admin/products/:id',
    { schema: { ...access, params: IdParams, body: AdminProductUpdate, response: one } },
    (request) => updateProduct(deps, staffOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/products/:id',
    { schema: { ...access, params: IdParams, response: one } },
    (request) => archiveProduct(deps, staffOf(request), request.params.id),
  );
  app.post(
    '/api/admin/products/bulk',
    { schema: { ...access, body: BulkRequest, response: { 200: BulkResult, ...REFUSALS } } },
    (request) => bulkProducts(deps, staffOf(request), request.body),
  );
  app.post(
    '/api/admin/products/:id/duplicate',
    { schema: { ...access, params: IdParams, response: { 201: AdminProduct, ...REFUSALS } } },
    async (request, reply) =>
      reply.code(201).send(await duplicateProduct(deps, staffOf(request), request.params.id)),
  );
};
