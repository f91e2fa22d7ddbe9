import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, Health } from '@atelier/contract';
import type { AppDeps } from '../../app.ts';
import { VERSION } from '../../platform/version.ts';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['operations'], response: { 200: Health, 503: ErrorBody } } },
    async () => {
      await db.query('select 1');
      return { status: 'ok' as const, db: db.kind, version: VERSION };
    },
  );
};
