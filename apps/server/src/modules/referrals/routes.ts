import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreditInfo, CreditParams, ErrorBody } from '@atelier/contract';
import { requireUser } from '../../platform/session.ts';
import type { AccountDeps } from '../auth/deps.ts';
import { creditHistory } from './service.ts';

export const referralRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db, now }) => {
  app.get(
    '/api/credit/:email',
    {
      schema: {
        tags: ['accounts'],
        params: CreditParams,
        response: { 200: CreditInfo, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => creditHistory(db, await requireUser(request), request.params.email, now()),
  );
};
