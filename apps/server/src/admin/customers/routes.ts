import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCustomer,
  AdminCustomerPage,
  AdminCustomersQuery,
  CreditAdjustRequest,
  IdParams,
} from '@atelier/contract';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { keysetPage } from '../paging.ts';
import { listCustomers } from './repo.ts';
import { adjustCredit, customerOut, readCustomer } from './service.ts';

/** GET /api/admin/customers, /{id}, POST /{id}/credit: fulfilment staff and owners. */
export const adminCustomerRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const access = staffOnly('fulfilment');
  app.get(
    '/api/admin/customers',
    {
      schema: {
        ...access,
        querystring: AdminCustomersQuery,
        response: { 200: AdminCustomerPage, ...REFUSALS },
      },
    },
    async ({ query }) => {
      const page = keysetPage(await listCustomers(deps.db, query), query.limit, (row) => row.id);
      return { ...page, items: page.items.map(customerOut) };
    },
  );
  app.get(
    '/api/admin/customers/:id',
    { schema: { ...access, params: IdParams, response: { 200: AdminCustomer, ...REFUSALS } } },
    ({ params }) => readCustomer(deps, params.id),
  );
  app.post(
    '/api/admin/customers/:id/credit',
    {
      schema: {
        ...access,
        params: IdParams,
        body: CreditAdjustRequest,
        response: { 200: AdminCustomer, ...REFUSALS },
      },
    },
    (request) => adjustCredit(deps, staffOf(request), request.params.id, request.body),
  );
};
