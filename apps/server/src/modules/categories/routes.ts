import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Category, ErrorBody, LanguageParams } from '@atelier/contract';
import type { AppDeps } from '../../app.ts';
import { categoryTree } from './service.ts';

export const categoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/v1/categories/tree/:languageCode',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['catalog'],
        params: LanguageParams,
        response: { 200: z.array(Category), 400: ErrorBody },
      },
    },
    (request) => categoryTree(db, request.params.languageCode),
  );
};
