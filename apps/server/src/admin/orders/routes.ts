import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrder,
  AdminOrderPage,
  AdminOrderParams,
  AdminOrdersQuery,
  CancelRequest,
  ErrorBody,
  FulfilRequest,
  MailPreview,
  MailPreviewParams,
  NoteRequest,
  OrderEditPreview,
  OrderEditRequest,
  OrdersExportQuery,
  RefundRequest,
} from '@atelier/contract';
import { createPaymentProvider } from '../../platform/payments/index.ts';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { readAdminOrder } from './detail.ts';
import { exportOrders } from './export.ts';
import { listOrders } from './list.ts';
import { previewMail } from './preview.ts';
import {
  addNote,
  cancelByStaff,
  collectCash,
  deliverOrder,
  editByStaff,
  fulfilOrder,
  previewByStaff,
  refundByStaff,
  type OrderAdminDeps,
} from './service.ts';

/** The back office's orders (ADMIN-API.md "Orders and customers"): fulfilment staff and owners. */
export const adminOrderRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, appDeps) => {
  const deps: OrderAdminDeps = {
    ...appDeps,
    payments: appDeps.paymentProvider ?? createPaymentProvider(appDeps.config, appDeps.db),
  };
  const access = staffOnly('fulfilment');
  // A refund the payment provider refuses is a 402 (PAYMENT) naming its reason.
  const answers = { 200: AdminOrder, ...REFUSALS, 402: ErrorBody };
  const params = AdminOrderParams;

  app.get(
    '/api/admin/orders',
    {
      schema: {
        ...access,
        description:
          'Newest first, by queue, status, search, payment method and day; keyset pages.',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrderPage, ...REFUSALS },
      },
    },
    ({ query }) => listOrders(deps.db, query),
  );

  app.get(
    '/api/admin/orders/export.csv',
    { schema: { ...access, querystring: OrdersExportQuery, produces: ['text/csv'] } },
    (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .header('cache-control', 'no-store')
        .send(exportOrders(deps.db, request.query)),
  );

  app.get(
    '/api/admin/orders/:code',
    { schema: { ...access, params, response: { 200: AdminOrder, ...REFUSALS } } },
    (request) => readAdminOrder(deps.db, request.params.code, staffOf(request).id),
  );

  app.get(
    '/api/admin/orders/:code/mails/:kind',
    {
      schema: {
        ...access,
        description: "The order's mail of that kind as it was (or would be) sent.",
        params: MailPreviewParams,
        response: { 200: MailPreview, ...REFUSALS },
      },
    },
    (request) => {
      const { code, kind } = request.params;
      return previewMail(deps.db, code, kind, staffOf(request).id, deps.config.publicUrl);
    },
  );

  app.post(
    '/api/admin/orders/:code/fulfilments',
    {
      schema: {
        ...access,
        description: 'Ships the lines given, or everything not shipped yet; SHIPPED once all are.',
        params,
        body: FulfilRequest,
        response: answers,
      },
    },
    (request) => fulfilOrder(deps, staffOf(request), request.params.code, request.body),
  );

  app.post(
    '/api/admin/orders/:code/deliver',
    { schema: { ...access, params, response: answers } },
    (request) => deliverOrder(deps, staffOf(request), request.params.code),
  );

  app.post(
    '/api/admin/orders/:code/cash-collected',
    { schema: { ...access, params, response: answers } },
    (request) => collectCash(deps, staffOf(request), request.params.code),
  );

  app.post(
    '/api/admin/orders/:code/cancel',
    {
      schema: {
        ...access,
        description:
          'Until any of it ships: stock back through the ledger (restock), a paid order refunded in full, a referral credit it earned taken back; an order of a plan also ends the plan and takes back the store credit it gave.',
        params,
        body: CancelRequest,
        response: answers,
      },
    },
    (request) => cancelByStaff(deps, staffOf(request), request.params.code, request.body),
  );

  app.post(
    '/api/admin/orders/:code/refunds',
    {
      schema: {
        ...access,
        description:
          "Through the payment provider; never more than was paid less refunds (409). A plan's order is refunded by cancelling it, which ends the plan (409 here).",
        params,
        body: RefundRequest,
        response: answers,
      },
    },
    (request) => refundByStaff(deps, staffOf(request), request.params.code, request.body),
  );

  app.post(
    '/api/admin/orders/:code/notes',
    { schema: { ...access, params, body: NoteRequest, response: answers } },
    (request) => addNote(deps, staffOf(request), request.params.code, request.body.text),
  );

  app.patch(
    '/api/admin/orders/:code',
    {
      schema: {
        ...access,
        description:
          "Until any of it ships (409 after): swap, add or remove lines (qty 0) and change the address within its market. Stock moves through the ledger; the order is re-priced (kept lines at their price, changed ones at today's); a paid order is refunded a smaller total and owes a larger one (balanceDueCents, asked of the shopper, who pays it before it ships); an unpaid cash order has its new total.",
        params,
        body: OrderEditRequest,
        response: answers,
      },
    },
    (request) => editByStaff(deps, staffOf(request), request.params.code, request.body),
  );

  app.post(
    '/api/admin/orders/:code/edit-preview',
    {
      schema: {
        ...access,
        description: 'What PATCH would do to the totals, computed and not saved.',
        params,
        body: OrderEditRequest,
        response: { 200: OrderEditPreview, ...REFUSALS },
      },
    },
    (request) => previewByStaff(deps, staffOf(request), request.params.code, request.body),
  );
};
