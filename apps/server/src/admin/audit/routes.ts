import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPage, AuditQuery } from '@atelier/contract';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOnly } from '../guard.ts';
import { iso, keysetPage } from '../paging.ts';
import { listAudit } from './repo.ts';

/** GET /api/admin/audit: every admin change, newest first, by entity (and id) and by member. */
export const auditRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        ...staffOnly(),
        querystring: AuditQuery,
        response: { 200: AuditPage, ...REFUSALS },
      },
    },
    async ({ query }) => {
      const rows = await listAudit(db, query);
      const page = keysetPage(rows, query.limit, (row) => row.id);
      return { ...page, items: page.items.map((row) => ({ ...row, at: iso(row.at) })) };
    },
  );
};
