import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LedgerPage,
  LedgerQuery,
  LowStockPage,
  LowStockQuery,
  StockAdjustRequest,
  StockLevel,
} from '@atelier/contract';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { iso, keysetPage } from '../paging.ts';
import { listLedger, listLowStock } from './repo.ts';
import { adjustStock } from './service.ts';

export const stockRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const access = staffOnly('catalog');
  app.post(
    '/api/admin/stock/adjust',
    { schema: { ...access, body: StockAdjustRequest, response: { 200: StockLevel, ...REFUSALS } } },
    (request) => adjustStock(deps, staffOf(request), request.body),
  );
  app.get(
    '/api/admin/stock/ledger',
    { schema: { ...access, querystring: LedgerQuery, response: { 200: LedgerPage, ...REFUSALS } } },
    async ({ query }) => {
      const page = keysetPage(await listLedger(deps.db, query), query.limit, (row) => row.id);
      return { ...page, items: page.items.map((row) => ({ ...row, at: iso(row.at) })) };
    },
  );
  app.get(
    '/api/admin/stock/low',
    {
      schema: {
        ...access,
        querystring: LowStockQuery,
        response: { 200: LowStockPage, ...REFUSALS },
      },
    },
    async ({ query }) =>
      keysetPage(await listLowStock(deps.db, query), query.limit, (row) => row.id),
  );
};
