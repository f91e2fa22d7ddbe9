import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, ShippingZone, ShippingZoneCreate, ShippingZonePatch } from '@atelier/contract';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { adminZones, createZone, patchZone, removeZone } from './service.ts';

/** Shipping zones and their methods (owners): ADMIN-API.md "Markets". */
export const adminShippingRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const owners = staffOnly();
  const path = '/api/admin/shipping/zones';
  const one = { 200: ShippingZone, ...REFUSALS };
  app.get(
    path,
    { schema: { ...owners, response: { 200: z.array(ShippingZone), ...REFUSALS } } },
    () => adminZones(deps.db),
  );
  app.post(
    path,
    {
      schema: {
        ...owners,
        description:
          'An address ships by its most specific zone: a postcode prefix, then its country, then the zone with no countries. A place is in one zone (409 names the one that has it).',
        body: ShippingZoneCreate,
        response: { 201: ShippingZone, ...REFUSALS },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createZone(deps, staffOf(request), request.body)),
  );
  app.patch(
    `${path}/:id`,
    { schema: { ...owners, params: IdParams, body: ShippingZonePatch, response: one } },
    (request) => patchZone(deps, staffOf(request), request.params.id, request.body),
  );
  app.delete(
    `${path}/:id`,
    { schema: { ...owners, params: IdParams, response: { 204: z.null(), ...REFUSALS } } },
    async (request, reply) => {
      await removeZone(deps, staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
