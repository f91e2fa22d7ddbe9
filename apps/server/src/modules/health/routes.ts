import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, Health, Live } from '@atelier/contract';
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

const unavailable = (message: string) => ({ error: { code: 'INTERNAL' as const, message } });

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  let draining = false;
  // A stopping host first says it is not ready and goes on answering for drainMs, each answer
  // closing its connection (Fastify's closing state), so the load balancer stops sending to it and
  // its clients move their kept-alive connections before it stops listening: closing them at once
  // reset the next request of 10 of 16 kept-alive clients.
  app.addHook('preClose', async () => {
    draining = true;
    if (app.server.listening) await sleep(config.drainMs);
  });

  // Alive while the process answers at all: a load balancer or orchestrator restarts it otherwise.
  app.get('/livez', { schema: { tags: ['operations'], response: { 200: Live } } }, () => ({
    status: 'ok' as const,
  }));

  // Ready for shoppers: not while stopping, nor while the database does not answer. The server
  // listens only once migrated, so it is not ready while starting either. /api/health is its name
  // in the shop's contract (API.md), /readyz the one operators' tools expect.
  for (const url of ['/api/health', '/readyz']) {
    app.get(
      url,
      { schema: { tags: ['operations'], response: { 200: Health, 503: ErrorBody } } },
      async (_request, reply) => {
        if (draining) return reply.code(503).send(unavailable('The server is stopping'));
        if (!(await databaseAnswers(db))) {
          return reply.code(503).send(unavailable('The database does not answer'));
        }
        return { status: 'ok' as const, db: db.kind, version: VERSION };
      },
    );
  }
};
