import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminPlan, IdParams, PlanCreate, PlanPatch } from '@atelier/contract';
import { createPaymentProvider } from '../../platform/payments/index.ts';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { createPlan, listAdminPlans, patchPlan } from './service.ts';

/** Membership plans (owners): ADMIN-API.md "Shop settings", /api/admin/plans. */
export const adminPlanRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, appDeps) => {
  const deps = {
    ...appDeps,
    payments: appDeps.paymentProvider ?? createPaymentProvider(appDeps.config, appDeps.db),
  };
  const owners = staffOnly();
  const path = '/api/admin/plans';
  app.get(path, { schema: { ...owners, response: { 200: z.array(AdminPlan), ...REFUSALS } } }, () =>
    listAdminPlans(deps),
  );
  app.post(
    path,
    { schema: { ...owners, body: PlanCreate, response: { 201: AdminPlan, ...REFUSALS } } },
    async (request, reply) =>
      reply.code(201).send(await createPlan(deps, staffOf(request), request.body)),
  );
  app.patch(
    `${path}/:id`,
    {
      schema: {
        ...owners,
        description:
          'A new price is for new members; hidden: no longer sold, members keep renewing; off: no longer sold, and every member’s plan ends with its paid month (mailed).',
        params: IdParams,
        body: PlanPatch,
        response: { 200: AdminPlan, ...REFUSALS },
      },
    },
    (request) => patchPlan(deps, staffOf(request), request.params.id, request.body),
  );
};
