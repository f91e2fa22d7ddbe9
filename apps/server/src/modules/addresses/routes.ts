import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Address, AddressDeleted, AddressRequest, ErrorBody } from '@atelier/contract';
import { requireUser } from '../../platform/session.ts';
import type { AccountDeps } from '../auth/deps.ts';
import { addressAction } from './service.ts';

export const addressRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.post(
    '/api/v1/address',
    {
      schema: {
        tags: ['accounts'],
        body: AddressRequest,
        response: {
          200: z.union([z.array(Address), Address, AddressDeleted]),
          201: Address,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await addressAction(db, await requireUser(request), request.body);
      return reply.code(request.body.action === 'I' ? 201 : 200).send(result);
    },
  );
};
