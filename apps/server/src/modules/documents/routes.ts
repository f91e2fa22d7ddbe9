import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreditNoteParams, ErrorBody, OrderCodeParams, OrderKeyQuery } from '@atelier/contract';
import { orderViewer } from '../orders/access.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { findDocument, sendDocument } from './files.ts';

/** A shopper's invoices and credit notes (API.md "Markets"): only the order's owner gets them. */
export const documentRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  const tags = ['orders'];
  const response = {
    200: z.any().describe('A PDF'),
    401: ErrorBody,
    404: ErrorBody,
    400: ErrorBody,
  };

  app.get(
    '/api/v1/orders/by-code/:orderCode/invoice.pdf',
    {
      schema: {
        tags,
        description:
          "The invoice of one of your orders (or of the order whose link's `key` is given), issued when it was paid; another's is a 404.",
        params: OrderCodeParams,
        querystring: OrderKeyQuery,
        response,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const viewer = await orderViewer(request, request.query.key);
      const which = { kind: 'invoice' } as const;
      const doc = await findDocument(deps.db, request.params.orderCode, which, viewer);
      return sendDocument(deps.config, reply, doc);
    },
  );

  app.get(
    '/api/v1/orders/by-code/:orderCode/credit-notes/:n.pdf',
    {
      schema: {
        tags,
        description:
          'The n-th credit note (1, 2, …) of one of your orders (or of the keyed order), one per refund.',
        params: CreditNoteParams,
        querystring: OrderKeyQuery,
        response,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const viewer = await orderViewer(request, request.query.key);
      const { orderCode, n } = request.params;
      const doc = await findDocument(deps.db, orderCode, { kind: 'credit-note', n }, viewer);
      return sendDocument(deps.config, reply, doc);
    },
  );
};
