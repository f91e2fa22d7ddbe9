import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_EXPORT_PATH,
  ADMIN_IMPORTS_PATH,
  IMPORT_MAX_BYTES,
  ImportDryRun,
  ImportReport,
  type Language,
} from '@atelier/contract';
import { AppError } from '../../platform/errors.ts';
import type { AdminDeps } from '../deps.ts';
import { REFUSALS, staffOf, staffOnly } from '../guard.ts';
import { exportCatalog } from './export.ts';
import { runImport } from './service.ts';

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

/**
 * The form's file written to a temporary file as it arrives (never whole in memory: the import
 * reads it twice, as a stream), and its `dryRun` field, before or after the file.
 */
async function receive(request: FastifyRequest, file: string) {
  if (!request.isMultipart()) throw refuse('file', 'Send the CSV file as multipart/form-data');
  let dryRun = false;
  let name: string | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw refuse('file', 'Send the CSV file in the field "file"');
        await pipeline(part.file, fs.createWriteStream(file));
        if (part.file.truncated) throw refuse('file', 'The file must be at most 200 MB');
        name = part.filename || 'import.csv';
      } else if (part.fieldname === 'dryRun') {
        const parsed = ImportDryRun.safeParse(part.value);
        if (!parsed.success) throw refuse('dryRun', 'dryRun is "true" or "false"');
        dryRun = parsed.data;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw refuse('file', 'The file must be at most 200 MB');
    }
    throw refuse('file', `Unreadable form: ${(error as Error).message}`);
  }
  if (!name) throw refuse('file', 'Send the CSV file in the field "file"');
  return { dryRun, name };
}

/** POST /api/admin/imports and GET /api/admin/exports/products.csv (ADMIN-API.md). */
export const adminImportRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES } });
  const access = staffOnly('catalog');

  app.post(
    ADMIN_IMPORTS_PATH,
    {
      schema: {
        ...access,
        consumes: ['multipart/form-data'],
        response: { 200: ImportReport, ...REFUSALS },
      },
    },
    async (request) => {
      const member = staffOf(request);
      const file = path.join(os.tmpdir(), `atelier-import-${randomBytes(8).toString('hex')}.csv`);
      try {
        const { dryRun, name } = await receive(request, file);
        const [staff] = await deps.db.query<{ lang: Language }>(
          'select lang from staff where id = $1',
          [member.id],
        );
        return await runImport(deps, member, file, { dryRun, name, lang: staff?.lang ?? 'en' });
      } finally {
        await fs.promises.rm(file, { force: true });
      }
    },
  );

  app.get(ADMIN_EXPORT_PATH, { schema: { ...access, produces: ['text/csv'] } }, (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="products.csv"')
      .header('cache-control', 'no-store')
      .send(exportCatalog(deps.db, deps.config.publicUrl)),
  );
};
