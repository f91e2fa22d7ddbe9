import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, Language, OrderKeyQuery, ReturnCodeParams } from '@atelier/contract';
import { orderViewer, viewerIs } from '../orders/access.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { findReturn } from './repo.ts';
import { sendSlip } from './slip.ts';

/** The query of a slip: the order's link key for a guest, and a language (else the order's). */
export const SlipQuery = OrderKeyQuery.extend({ lang: Language.optional() });

/** A shopper's return slip (API.md "Returns"), for the order's owner or its link key's holder. */
export const returnSlipRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  app.get(
    '/api/v1/returns/:code/slip.pdf',
    {
      schema: {
        tags: ['returns'],
        description:
          "The printable slip of one of your approved returns (or of a return of the order whose link's `key` is given): its number as a Code 128 barcode and a QR code, the items, the exchange asked for and the shop's returns address. A 404 before it is approved, after it has arrived, and for another's.",
        params: ReturnCodeParams,
        querystring: SlipQuery,
        response: {
          200: z.any().describe('A PDF'),
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
        },
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { key, lang } = request.query;
      const viewer = await orderViewer(request, key);
      const ret = await findReturn(deps.db, request.params.code, viewerIs(viewer, 2));
      return sendSlip(deps.db, deps.config, reply, ret, lang);
    },
  );
};
