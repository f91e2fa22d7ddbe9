import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, MEDIA_FILE, MEDIA_PATH } from '@atelier/contract';
import type { AppDeps } from '../../app.ts';
import { notFound } from '../../platform/errors.ts';
import { mediaCopy } from '../../platform/media.ts';
import { filesOf, folderFiles, type StoredFile } from '../../platform/files.ts';
import { garmentSvg, isGarment } from './garments.ts';
import { SCENE_KINDS, sceneSvg } from './scenes.ts';

const GARMENT_FILE = /^([a-z]+)-([0-9a-f]{6})\.svg$/;
const GarmentParams = z.object({
  name: z.string().regex(GARMENT_FILE, 'must be <garment>-<rrggbb>.svg, e.g. dress-c0392b.svg'),
});
const SceneParams = z.object({
  name: z.string().regex(/^[1-9][0-9]{0,2}\.svg$/, 'must be <number>.svg, e.g. 1.svg'),
});
const responses = { 200: z.string().describe('An SVG image'), 400: ErrorBody, 404: ErrorBody };
const PhotoParams = z.object({
  name: z.string().regex(MEDIA_FILE, 'must be <id>-<width>.webp, a name an upload gave out'),
});

/**
 * Review photos posted before they were re-encoded (migration 013), kept as they were sent until
 * the start re-encodes them (reviews/old-photos.ts); a page cached before then still finds them.
 */
export const UPLOADS_PATH = '/uploads';
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
const UPLOAD_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * An uploaded file, never changed once written (a new picture gets a new name): kept forever by
 * browsers and CDNs, with its real type, no sniffing and nothing it could run. One not there (yet)
 * is not kept anywhere: it may be there on the next asking.
 */
async function sendFile(reply: FastifyReply, read: Promise<StoredFile | undefined>, type: string) {
  const found = await read;
  if (!found) {
    reply.header('cache-control', 'no-store');
    throw notFound('Image');
  }
  return reply
    .type(type)
    .header('content-length', found.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(found.body);
}

/**
 * An image is a pure function of its URL, so browsers and CDNs may keep it forever. The SVG is
 * our own markup, yet it is sandboxed anyway: no scripts, no outside resources, no sniffing.
 */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): void {
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) reply.code(304).send();
  else reply.type('image/svg+xml; charset=utf-8').send(svg);
}

export const mediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  app.get(
    `${MEDIA_PATH}/:name`,
    {
      schema: {
        tags: ['media'],
        params: PhotoParams,
        response: { 200: z.any().describe('A WebP image'), 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request, reply) => {
      return sendFile(reply, mediaCopy(filesOf(config), request.params.name), 'image/webp');
    },
  );

  app.get(
    `${UPLOADS_PATH}/:file`,
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    (request, reply) => {
      const type = UPLOAD_TYPES[UPLOAD_NAME.exec(request.params.file)?.[1] ?? ''];
      if (!type) throw notFound('Image');
      return sendFile(reply, folderFiles(config.uploadDir).get(request.params.file), type);
    },
  );

  app.get(
    '/media/garments/:name',
    { schema: { tags: ['media'], params: GarmentParams, response: responses } },
    (request, reply) => {
      const [, type = '', hex = ''] = GARMENT_FILE.exec(request.params.name) ?? [];
      if (!isGarment(type)) throw notFound(`Garment "${type}"`);
      sendSvg(request, reply, garmentSvg(type, `#${hex}`));
    },
  );

  for (const kind of SCENE_KINDS) {
    app.get(
      `/media/${kind}/:name`,
      { schema: { tags: ['media'], params: SceneParams, response: responses } },
      (request, reply) => {
        const svg = sceneSvg(kind, Number.parseInt(request.params.name, 10));
        if (!svg) throw notFound(`Image ${request.params.name}`);
        sendSvg(request, reply, svg);
      },
    );
  }
};
