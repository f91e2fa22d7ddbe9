import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, Plan, PlansQuery, SubscribeRequest, User } from '@atelier/contract';
import { requireUser } from '../../platform/session.ts';
import { sellingMarket } from '../markets/prices.ts';
import type { AccountDeps } from '../auth/deps.ts';
import { plans, subscribe } from './service.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  const tags = ['accounts'];
  app.get(
    '/api/subscriptions/plan',
    { schema: { tags, querystring: PlansQuery, response: { 200: z.array(Plan), 400: ErrorBody } } },
    async ({ query }) => plans(db, query.lang, await sellingMarket(db, query.market)),
  );

  app.post(
    '/api/subscriptions/subscribe',
    {
      schema: {
        tags,
        body: SubscribeRequest,
        response: { 200: User, 400: ErrorBody, 401: ErrorBody, 402: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => subscribe(db, await requireUser(request), request.body.planId),
  );
};
