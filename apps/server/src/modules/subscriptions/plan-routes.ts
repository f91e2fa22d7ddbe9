import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CurrentPlan, ErrorBody } from '@atelier/contract';
import { requireUser } from '../../platform/session.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { currentPlan, setPlanCancelled } from './manage.ts';

/** The account's paid plan: when it renews or ends, cancelling it at period end, and the undo. */
export const planRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  const tags = ['accounts'];
  const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  app.get(
    '/api/subscriptions/current',
    {
      schema: {
        tags,
        description:
          "The caller's paid plan: renews (or ends, when cancelled) at currentPeriodEnd; past_due after a failed renewal, retried until graceUntil, then back to Silver. null on Silver.",
        response: { 200: CurrentPlan, ...errors },
      },
    },
    async (request) => currentPlan(deps, await requireUser(request)),
  );
  app.post(
    '/api/subscriptions/cancel',
    {
      schema: {
        tags,
        description:
          'Cancels the paid plan at the end of its period (its perks stay until then, nothing more is charged); mails the date it ends. 404 NO_PLAN without one.',
        response: { 200: CurrentPlan, ...errors },
      },
    },
    async (request) => setPlanCancelled(deps, await requireUser(request), true),
  );
  app.post(
    '/api/subscriptions/resume',
    {
      schema: {
        tags,
        description: 'Undoes a cancellation before the period ends: the plan renews again.',
        response: { 200: CurrentPlan, ...errors },
      },
    },
    async (request) => setPlanCancelled(deps, await requireUser(request), false),
  );
};
