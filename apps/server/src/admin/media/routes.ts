import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MediaUpload } from '@atelier/contract';
import { AppError } from '../../platform/errors.ts';
import { storeImage } from '../../platform/media.ts';
import { recordAudit } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { filesOf } from '../../platform/files.ts';

/** ADMIN-API.md: a product photo of at most 20 MB (its pixels are limited by storeImage). */
const MAX_BYTES = 20 * 1024 * 1024;
const refuse = (message: string) => new AppError('VALIDATION', message, { file: message });

/** The one `file` of the form, whole: sharp needs the bytes, and 20 MB bounds them. */
async function readFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw refuse('Send the photo as multipart/form-data');
  try {
    const part = await request.file({ limits: { fileSize: MAX_BYTES, files: 1, fields: 0 } });
    if (!part || part.fieldname !== 'file') throw refuse('Send the photo in the field "file"');
    const bytes = await part.toBuffer();
    if (!bytes.length) throw refuse('The file is empty');
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw refuse('The photo must be at most 20 MB');
    }
    throw refuse(`Unreadable form: ${(error as Error).message}`);
  }
}

/** POST /api/admin/media: a product photo, re-encoded without metadata, in the shop's sizes. */
export const adminMediaRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1 } });
  app.post(
    '/api/admin/media',
    {
      schema: {
        ...staffOnly('catalog'),
        consumes: ['multipart/form-data'],
        response: { 201: MediaUpload, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const bytes = await readFile(request);
      // Stored outside any transaction, like a review's photo: converting a large picture takes
      // a second or more, and on PGlite a transaction holds the only connection all that time.
      const image = await storeImage(deps.db, bytes, {
        files: filesOf(deps.config),
        field: 'file',
      });
      const change = { entity: 'media', entityId: image.id, action: 'upload' } as const;
      await recordAudit(
        deps.db,
        staffOf(request),
        { ...change, before: null, after: image },
        deps.now(),
      );
      return reply.code(201).send(image);
    },
  );
};
