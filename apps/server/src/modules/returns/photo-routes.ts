import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, OrderCodeParams, OrderKeyQuery, ReturnPhoto } from '@atelier/contract';
import { filesOf } from '../../platform/files.ts';
import { notFound } from '../../platform/errors.ts';
import { storeImage } from '../../platform/media.ts';
import { rateLimiter } from '../../platform/rate-limit.ts';
import { orderViewer, viewerIs } from '../orders/access.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { readReviewForm, refuseOversizedForm, REVIEW_FORM_LIMITS } from '../reviews/form.ts';

const PhotoForm = z.object({
  image: z
    .custom<Buffer>((value) => Buffer.isBuffer(value), 'Choose a photo')
    .meta({
      type: 'string',
      format: 'binary',
      description: 'PNG, JPEG, GIF, WebP or AVIF, at most 5 MB and 40 megapixels',
    }),
});

/**
 * A photo of what goes back (a return line's `photo`), uploaded by whoever may open the order:
 * stored as a review's is (re-encoded, no metadata), before the return is asked for.
 */
export const returnPhotoRoutes: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  await app.register(multipart, { limits: REVIEW_FORM_LIMITS });
  const limit = rateLimiter(deps, 'review');

  app.post(
    '/api/v1/orders/by-code/:orderCode/return-photos',
    {
      schema: {
        tags: ['returns'],
        description:
          "A photo for a line of the order's return (multipart, `image`): answers its id, for POST /returns `lines[].photo`.",
        consumes: ['multipart/form-data'],
        params: OrderCodeParams,
        querystring: OrderKeyQuery,
        body: PhotoForm,
        response: {
          201: ReturnPhoto,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
        },
      },
      // Whose order it is, then the size it says, before a byte of the upload is read.
      onRequest: async (request) => {
        const { orderCode } = request.params as { orderCode: string };
        const viewer = await orderViewer(request, (request.query as { key?: string }).key);
        const by = viewerIs(viewer, 2);
        const [order] = await deps.db.query(
          `select 1 from orders o where o.order_code = $1 and ${by.sql}`,
          [orderCode, by.value],
        );
        if (!order) throw notFound('Order');
        refuseOversizedForm(request);
        // A link's holder was counted against their address as the request came (ADDRESS_LIMITS).
        if ('userId' in viewer) await limit(viewer.userId);
      },
      preValidation: async (request) => {
        (request as { body: unknown }).body = await readReviewForm(request);
      },
    },
    async (request, reply) => {
      const photo = await storeImage(deps.db, request.body.image, { files: filesOf(deps.config) });
      return reply.code(201).send({ id: photo.id, url: photo.url });
    },
  );
};
