import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCategory, AdminCategoryInput, IdParams } from '@atelier/contract';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { categoryTree, createCategory, deleteCategory, updateCategory } from './service.ts';

/**
 * The category tree in six languages: listed, created, renamed, reordered, moved, deleted. A
 * created or saved category is answered alone (no children).
 */
export const adminCategoryRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const access = staffOnly('catalog');
  app.get(
    '/api/admin/categories',
    { schema: { ...access, response: { 200: z.array(AdminCategory), ...REFUSALS } } },
    () => categoryTree(deps.db),
  );
  app.post(
    '/api/admin/categories',
    {
      schema: {
        ...access,
        body: AdminCategoryInput,
        response: { 201: AdminCategory, ...REFUSALS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ ...(await createCategory(deps, staffOf(request), request.body)), children: [] }),
  );
  app.put(
    '/api/admin/categories/:id',
    {
      schema: {
        ...access,
        params: IdParams,
        body: AdminCategoryInput,
        response: { 200: AdminCategory, ...REFUSALS },
      },
    },
    async (request) => ({
      ...(await updateCategory(deps, staffOf(request), request.params.id, request.body)),
      children: [],
    }),
  );
  app.delete(
    '/api/admin/categories/:id',
    { schema: { ...access, params: IdParams, response: { 204: z.null(), ...REFUSALS } } },
    async (request, reply) => {
      await deleteCategory(deps, staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
