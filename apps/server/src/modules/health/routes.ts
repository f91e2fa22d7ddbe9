import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, Health } from '@atelier/contract';
import type { AppDeps } from '../../app.ts';
import type { Db } from '../../platform/db.ts';
import { VERSION } from '../../platform/version.ts';

/** Longer than any healthy round trip; short enough for a load balancer to move on. */
export const DB_ANSWER_MS = 2000;

/** Whether the database answers a query within DB_ANSWER_MS: closed, refusing or hung, it does not. */
async function databaseAnswers(db: Db) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, DB_ANSWER_MS, false)));
  try {
    // A query that fails or ends after the race is still handled by it: no unhandled rejection.
    return await Promise.race([db.query('select 1').then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['operations'], response: { 200: Health, 503: ErrorBody } } },
    async (_request, reply) => {
      if (!(await databaseAnswers(db))) {
        const error = { code: 'INTERNAL' as const, message: 'The database does not answer' };
        return reply.code(503).send({ error });
      }
      return { status: 'ok' as const, db: db.kind, version: VERSION };
    },
  );
};
