import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, SuggestQuery, Suggestions } from '@atelier/contract';
import type { AppDeps } from '../../app.ts';
import { suggest } from './suggest.ts';

export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  const now = clock ?? (() => new Date());
  app.get(
    '/api/v1/search/suggest',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['catalog'],
        querystring: SuggestQuery,
        response: { 200: Suggestions, 400: ErrorBody },
      },
    },
    ({ query }) => suggest(db, query.lang, query.q, query.market, now()),
  );
};
