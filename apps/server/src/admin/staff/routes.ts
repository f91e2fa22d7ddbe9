import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, MeUpdate, Staff, StaffInvite, StaffUpdate } from '@atelier/contract';
import { notFound } from '../../platform/errors.ts';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { findStaff, listStaff } from './repo.ts';
import { changeStaff, inviteStaff, removeStaff } from './service.ts';

const NO_CONTENT = { 204: z.null().meta({ description: 'No content' }) };

/** The signed-in member (any role), and the staff list the owners manage. */
export const staffRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const everyone = staffOnly('catalog', 'fulfilment');
  const me = async (id: number) =>
    (await findStaff(deps.db, id)) ?? Promise.reject(notFound('Staff member'));

  app.get(
    '/api/admin/me',
    { schema: { ...everyone, response: { 200: Staff, ...REFUSALS } } },
    (request) => me(staffOf(request).id),
  );
  app.patch(
    '/api/admin/me',
    { schema: { ...everyone, body: MeUpdate, response: { 200: Staff, ...REFUSALS } } },
    (request) => changeStaff(deps, staffOf(request), staffOf(request).id, request.body),
  );

  app.get(
    '/api/admin/staff',
    { schema: { ...staffOnly(), response: { 200: z.array(Staff), ...REFUSALS } } },
    () => listStaff(deps.db),
  );
  app.post(
    '/api/admin/staff',
    { schema: { ...staffOnly(), body: StaffInvite, response: { 201: Staff, ...REFUSALS } } },
    async (request, reply) =>
      reply.code(201).send(await inviteStaff(deps, staffOf(request), request.body)),
  );
  app.patch(
    '/api/admin/staff/:id',
    {
      schema: {
        ...staffOnly(),
        params: IdParams,
        body: StaffUpdate,
        response: { 200: Staff, ...REFUSALS },
      },
    },
    (request) => changeStaff(deps, staffOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/staff/:id',
    { schema: { ...staffOnly(), params: IdParams, response: { ...NO_CONTENT, ...REFUSALS } } },
    async (request, reply) => {
      await removeStaff(deps, staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
