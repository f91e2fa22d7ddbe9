import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, Market, MarketCreate, MarketPatch, TaxRates } from '@atelier/contract';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { adminMarkets, createMarket, listTaxRates, patchMarket, putTaxRates } from './service.ts';

/** Markets and the tax rates table (owners): ADMIN-API.md "Markets". */
export const adminMarketRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const owners = staffOnly();
  const path = '/api/admin/markets';
  app.get(path, { schema: { ...owners, response: { 200: z.array(Market), ...REFUSALS } } }, () =>
    adminMarkets(deps.db),
  );
  app.post(
    path,
    { schema: { ...owners, body: MarketCreate, response: { 201: Market, ...REFUSALS } } },
    async (request, reply) =>
      reply.code(201).send(await createMarket(deps, staffOf(request), request.body)),
  );
  app.patch(
    `${path}/:id`,
    {
      schema: {
        ...owners,
        description:
          'A country is in one market (409 names the one that has it); the rest of the world lists no countries and stays active.',
        params: IdParams,
        body: MarketPatch,
        response: { 200: Market, ...REFUSALS },
      },
    },
    (request) => patchMarket(deps, staffOf(request), request.params.id, request.body),
  );

  const rates = { ...owners, response: { 200: TaxRates, ...REFUSALS } };
  app.get('/api/admin/tax-rates', { schema: rates }, () => listTaxRates(deps));
  app.put(
    '/api/admin/tax-rates',
    {
      schema: {
        ...rates,
        description: 'Replaces the whole table in one transaction.',
        body: TaxRates,
      },
    },
    (request) => putTaxRates(deps, staffOf(request), request.body),
  );
};
