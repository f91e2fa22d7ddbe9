import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminDiscountCode,
  AdminDiscountCodePage,
  AdminDiscountCodesQuery,
  DiscountCodeCreate,
  DiscountCodePatch,
  IdParams,
} from '@atelier/contract';
import { listMarkets } from '../../modules/markets/repo.ts';
import { listCodes } from '../../modules/promotions/codes.ts';
import { subscribersCsv } from '../../modules/newsletter/export.ts';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { keysetPage } from '../paging.ts';
import { fixableCurrencies } from '../products/prices.ts';
import { codeOut, createCode, patchCode } from './service.ts';

/**
 * Discount codes and the newsletter's subscribers (catalog staff and owners): ADMIN-API.md
 * "Promotions and store money"; the shop's settings are admin/settings.
 */
export const adminPromotionRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const access = staffOnly('catalog');
  const codes = '/api/admin/promotions/codes';
  app.get(
    codes,
    {
      schema: {
        ...access,
        querystring: AdminDiscountCodesQuery,
        response: { 200: AdminDiscountCodePage, ...REFUSALS },
      },
    },
    async ({ query }) => {
      const rows = await listCodes(deps.db, { prefix: query.q, ...query });
      const page = keysetPage(rows, query.limit, (row) => row.id);
      return { ...page, items: page.items.map(codeOut) };
    },
  );
  app.post(
    codes,
    {
      schema: {
        ...access,
        body: DiscountCodeCreate,
        response: { 201: AdminDiscountCode, ...REFUSALS },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCode(deps, staffOf(request), request.body)),
  );
  app.patch(
    `${codes}/:id`,
    {
      schema: {
        ...access,
        params: IdParams,
        body: DiscountCodePatch,
        response: { 200: AdminDiscountCode, ...REFUSALS },
      },
    },
    (request) => patchCode(deps, staffOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/promotions/currencies',
    {
      schema: {
        ...access,
        description:
          "The currencies a code's amounts may be fixed in: the markets', but the base's",
        response: { 200: z.array(z.string()), ...REFUSALS },
      },
    },
    async () => [...fixableCurrencies(await listMarkets(deps.db))],
  );

  app.get(
    '/api/admin/newsletter/subscribers.csv',
    {
      schema: {
        ...access,
        description: 'Confirmed subscribers, oldest first: email, language, confirmed at.',
        produces: ['text/csv'],
      },
    },
    (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(subscribersCsv(deps.db)),
  );
};
