import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminReview,
  AdminReviewPage,
  AdminReviewsQuery,
  IdParams,
  ReviewModeration,
} from '@atelier/contract';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { listReviews, moderateReview } from './service.ts';

/** GET /api/admin/reviews and PATCH /api/admin/reviews/{id}: catalog and fulfilment staff, owners. */
export const adminReviewRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const access = staffOnly('catalog', 'fulfilment');
  app.get(
    '/api/admin/reviews',
    {
      schema: {
        ...access,
        querystring: AdminReviewsQuery,
        response: { 200: AdminReviewPage, ...REFUSALS },
      },
    },
    ({ query }) => listReviews(deps.db, query),
  );
  app.patch(
    '/api/admin/reviews/:id',
    {
      schema: {
        ...access,
        description:
          'published (a pending review too) or hidden: the review comes into or leaves the shop’s list and its product’s rating at once; removeImage: only its photo goes; reply: the shop’s public answer under it (null takes it away).',
        params: IdParams,
        body: ReviewModeration,
        response: { 200: AdminReview, ...REFUSALS },
      },
    },
    (request) => moderateReview(deps, staffOf(request), request.params.id, request.body),
  );
};
