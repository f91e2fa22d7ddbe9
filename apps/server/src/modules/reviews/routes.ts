import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  LangQuery,
  PostedReview,
  Review,
  ReviewFields,
  ReviewParams,
} from '@atelier/contract';
import type { AppDeps } from '../../app.ts';
import { requestLanguage } from '../../platform/language.ts';
import { readReviewForm, refuseOversizedForm, REVIEW_FORM_LIMITS } from './form.ts';
import { createReview, listReviews } from './service.ts';

const ReviewForm = ReviewFields.extend({
  image: z
    .custom<Buffer>((value) => Buffer.isBuffer(value), 'Image must be a file')
    .optional()
    .meta({
      type: 'string',
      format: 'binary',
      description: 'PNG, JPEG, GIF, WebP or AVIF, at most 5 MB and 40 megapixels',
    }),
});

export const reviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  await app.register(multipart, { limits: REVIEW_FORM_LIMITS });

  app.get(
    '/api/v1/products/review/:productId',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['catalog'],
        params: ReviewParams,
        querystring: LangQuery,
        response: { 200: z.array(Review), 400: ErrorBody, 404: ErrorBody },
      },
    },
    ({ params, query }) => listReviews(db, params.productId, query.lang),
  );

  app.post(
    '/api/v1/products/review',
    {
      schema: {
        tags: ['catalog'],
        consumes: ['multipart/form-data'],
        body: ReviewForm,
        response: {
          201: PostedReview,
          400: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
        },
      },
      // Before a byte of the upload is read (after the per-address count, rate-limit.ts).
      onRequest: async (request) => refuseOversizedForm(request),
      // The form is parsed here so that the schema above validates it like any JSON body.
      preValidation: async (request) => {
        (request as { body: unknown }).body = await readReviewForm(request);
      },
    },
    async (request, reply) => {
      // Written in the page's language: the form names it, else the request does as a page's would.
      const lang = request.body.lang ?? requestLanguage(request);
      const review = await createReview(db, config, { ...request.body, lang });
      return reply.code(201).send(review);
    },
  );
};
