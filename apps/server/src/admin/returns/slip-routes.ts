import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminReturnParams } from '@atelier/contract';
import { findReturn } from '../../modules/returns/repo.ts';
import { SlipQuery } from '../../modules/returns/slip-routes.ts';
import { sendSlip } from '../../modules/returns/slip.ts';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOnly } from '../guard.ts';

/** A return's slip in the back office (ADMIN-API.md "Returns"), to print one for the shopper. */
export const adminReturnSlipRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  app.get(
    '/api/admin/returns/:code/slip.pdf',
    {
      schema: {
        ...staffOnly('fulfilment'),
        description:
          "The return's slip, as its shopper prints it (in the order's language unless `lang`); a 404 before it is approved and once it has arrived.",
        params: AdminReturnParams,
        querystring: SlipQuery.pick({ lang: true }),
        response: { 200: z.any().describe('A PDF'), ...REFUSALS },
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const ret = await findReturn(deps.db, request.params.code);
      return sendSlip(deps.db, deps.config, reply, ret, request.query.lang);
    },
  );
};
