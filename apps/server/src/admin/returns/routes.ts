import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminReturn,
  AdminReturnPage,
  AdminReturnParams,
  AdminReturnQueues,
  AdminReturnsQuery,
  ErrorBody,
  ReceiveReturnRequest,
  ReturnDecisionRequest,
  ReturnRefundRequest,
  RETURN_QUEUE_CAP,
  ReturnTrackingRequest,
} from '@atelier/contract';
import { createPaymentProvider } from '../../platform/payments/index.ts';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { listReturns, returnQueues } from './list.ts';
import {
  decideReturn,
  readAdminReturn,
  receiveReturn,
  refundReturn,
  shipExchange,
  trackReturn,
  type ReturnAdminDeps,
} from './service.ts';

/** The returns desk (ADMIN-API.md "Returns"): fulfilment staff and owners. */
export const adminReturnRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, appDeps) => {
  const deps: ReturnAdminDeps = {
    ...appDeps,
    payments: appDeps.paymentProvider ?? createPaymentProvider(appDeps.config, appDeps.db),
  };
  const access = staffOnly('fulfilment');
  const params = AdminReturnParams;
  // A refund the payment provider refuses is a 402 (PAYMENT) naming its reason.
  const answers = { 200: AdminReturn, ...REFUSALS, 402: ErrorBody };

  app.get(
    '/api/admin/returns',
    {
      schema: {
        ...access,
        description:
          'Newest first; a queue by status; search by return code, order code or email (or their start); keyset pages.',
        querystring: AdminReturnsQuery,
        response: { 200: AdminReturnPage, ...REFUSALS },
      },
    },
    ({ query }) => listReturns(deps.db, query),
  );

  app.get(
    '/api/admin/returns/queues',
    {
      schema: {
        ...access,
        description: `How many returns wait in each queue, counted up to ${RETURN_QUEUE_CAP}.`,
        response: { 200: AdminReturnQueues, ...REFUSALS },
      },
    },
    () => returnQueues(deps.db),
  );

  app.get(
    '/api/admin/returns/:code',
    { schema: { ...access, params, response: { 200: AdminReturn, ...REFUSALS } } },
    (request) => readAdminReturn(deps, request.params.code),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/admin/returns/:code/${decision}`,
      {
        schema: {
          ...access,
          description: `A requested return ${decision === 'approve' ? 'approved (the shopper is mailed the slip)' : 'rejected (its exchanges released)'}; the shopper reads \`message\`.`,
          params,
          body: ReturnDecisionRequest,
          response: answers,
        },
      },
      (request) =>
        decideReturn(
          deps,
          staffOf(request),
          request.params.code,
          decision === 'approve' ? 'approved' : 'rejected',
          request.body.message,
        ),
    );
  }

  app.post(
    '/api/admin/returns/:code/tracking',
    {
      schema: {
        ...access,
        description: 'The carrier bringing it back: the return is IN_TRANSIT.',
        params,
        body: ReturnTrackingRequest,
        response: answers,
      },
    },
    (request) => trackReturn(deps, staffOf(request), request.params.code, request.body),
  );

  app.post(
    '/api/admin/returns/:code/receive',
    {
      schema: {
        ...access,
        description:
          "The units that arrived, by condition: restock (a ledger 'return' row), damaged ('return' then 'damaged'), not restocked (no stock moves). Units not named are not refunded; their exchange's reserved units go back.",
        params,
        body: ReceiveReturnRequest,
        response: answers,
      },
    },
    (request) => receiveReturn(deps, staffOf(request), request.params.code, request.body),
  );

  app.post(
    '/api/admin/returns/:code/refund',
    {
      schema: {
        ...access,
        description:
          'Once, for the units received: never more than they were paid, tax and discount included; shipping only for a damaged or wrong item; store credit gets the bonus percentage on top.',
        params,
        body: ReturnRefundRequest,
        response: answers,
      },
    },
    (request) => refundReturn(deps, staffOf(request), request.params.code, request.body),
  );

  app.post(
    '/api/admin/returns/:code/ship-exchange',
    {
      schema: {
        ...access,
        description:
          'Ships the exchanges of the units received as a fulfilment of the order; their reserved units become a sale.',
        params,
        body: ReturnTrackingRequest,
        response: answers,
      },
    },
    (request) => shipExchange(deps, staffOf(request), request.params.code, request.body),
  );
};
