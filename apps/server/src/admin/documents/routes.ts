import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderParams,
  CreditNoteParams,
  DocumentPage,
  DocumentsQuery,
  OrderCode,
} from '@atelier/contract';
import { findDocument, sendDocument } from '../../modules/documents/files.ts';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOnly } from '../guard.ts';
import { listDocuments } from './list.ts';

/**
 * Invoices and credit notes in the back office (ADMIN-API.md "Markets"): an order's, for those who
 * handle orders; the list of all, numbered per market, for owners.
 */
export const adminDocumentRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const pdf = { 200: z.any().describe('A PDF'), ...REFUSALS };

  app.get(
    '/api/admin/documents',
    {
      schema: {
        ...staffOnly(),
        description: 'Invoices and credit notes, newest first; each market numbers its own.',
        querystring: DocumentsQuery,
        response: { 200: DocumentPage, ...REFUSALS },
      },
    },
    ({ query }) => listDocuments(deps.db, query),
  );

  app.get(
    '/api/admin/orders/:code/invoice.pdf',
    {
      schema: {
        ...staffOnly('fulfilment'),
        description: "The order's invoice, issued when it was paid.",
        params: AdminOrderParams,
        response: pdf,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const doc = await findDocument(deps.db, request.params.code, { kind: 'invoice' });
      return sendDocument(deps.config, reply, doc);
    },
  );

  app.get(
    '/api/admin/orders/:code/credit-notes/:n.pdf',
    {
      schema: {
        ...staffOnly('fulfilment'),
        description: "The order's n-th credit note (1, 2, …), one per refund.",
        params: CreditNoteParams.omit({ orderCode: true }).extend({ code: OrderCode }),
        response: pdf,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { code, n } = request.params;
      const doc = await findDocument(deps.db, code, { kind: 'credit-note', n });
      return sendDocument(deps.config, reply, doc);
    },
  );
};
