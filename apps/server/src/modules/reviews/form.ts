import { errorCodes, type FastifyRequest } from 'fastify';
import { REVIEW_IMAGE_MAX_BYTES } from '@atelier/contract';
import { AppError } from '../../platform/errors.ts';

export const REVIEW_FORM_LIMITS = {
  fileSize: REVIEW_IMAGE_MAX_BYTES,
  files: 1,
  fields: 10,
  parts: 11,
  fieldSize: 16 * 1024,
};

/** A whole form longer than this (by its declared length) is refused unread: 413. */
export const REVIEW_BODY_MAX_BYTES = 2 * REVIEW_IMAGE_MAX_BYTES;

export function refuseOversizedForm(request: FastifyRequest) {
  if (Number(request.headers['content-length']) > REVIEW_BODY_MAX_BYTES) {
    throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  }
}

const tooLarge = () =>
  new AppError('VALIDATION', 'The image is too large', { image: 'Image must be at most 5 MB' });

/**
 * Reads the review's multipart form into a plain object for the route's schema: text fields as
 * strings, the `image` file as its bytes (an empty file input counts as no image). Anything the
 * form parser refuses — a file over 5 MB, too many parts, a broken body — is a 400, never a 500.
 */
export async function readReviewForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION', 'Send the review as multipart/form-data');
  }
  const form: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: REVIEW_FORM_LIMITS })) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw new AppError('VALIDATION', `${part.fieldname} is too long`, {
            [part.fieldname]: 'Too long',
          });
        }
        form[part.fieldname] = part.value;
      } else if (part.fieldname !== 'image') {
        part.file.resume();
        throw new AppError('VALIDATION', `Unexpected file ${part.fieldname}`, {
          [part.fieldname]: 'Only the image may be a file',
        });
      } else {
        const bytes = await part.toBuffer();
        if (bytes.length) form.image = bytes;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('VALIDATION', 'Only one image may be sent', { image: 'Only one image' });
    }
    throw new AppError('VALIDATION', `Unreadable form: ${(error as Error).message}`);
  }
  return form;
}
