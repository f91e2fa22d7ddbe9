import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { storeImage } from '../../platform/media.ts';
import { UPLOAD_NAME, UPLOADS_PATH } from '../media/routes.ts';
import type { FileStore } from '../../platform/files.ts';

/** The advisory lock of this step (migrations, the seed and staff hold 4242 to 4244). */
const OLD_PHOTOS_LOCK = 4245;
/** The rows still naming an old upload; the 033 partial index finds them without a scan. */
const OLD_UPLOAD = `image_url like '${UPLOADS_PATH}/%'`;

export interface OldPhotosReport {
  /** Photos re-encoded into media, their rows now pointing there. */
  reencoded: number;
  /** Old uploads the shop refuses today (a decompression bomb, not a picture): taken off. */
  refused: number;
  /** Rows whose old file is not in UPLOAD_DIR: left as they are, to try again at the next start. */
  missing: number;
  /** Old files deleted, each once no row pointed at it. */
  removed: number;
}

/** The old upload's file, or undefined for a name the old route never served. */
function oldFile(uploadDir: string, imageUrl: string) {
  const name = imageUrl.slice(UPLOADS_PATH.length + 1);
  return UPLOAD_NAME.test(name) ? path.join(uploadDir, name) : undefined;
}

async function unlink(file: string | undefined) {
  if (!file) return false;
  return fs.unlink(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}

/**
 * Run at every start, after the migrations: review photos posted before the media pipeline
 * (UPLOAD_DIR/<hex>.<ext>, sent as they were uploaded, EXIF and GPS included) go through
 * storeImage once, like a new upload: re-encoded to WebP copies with no metadata. First each row
 * is pointed at its media (one transaction a row, under an advisory lock, so processes starting
 * together convert each photo once); then, only once that is committed, its old file is deleted
 * and the row's old address cleared. A start that stopped between the two finishes the deletion
 * at the next; with nothing left, a start changes nothing.
 */
export async function reencodeOldPhotos(
  db: Db,
  uploadDir: string,
  files: FileStore,
): Promise<OldPhotosReport> {
  const report: OldPhotosReport = { reencoded: 0, refused: 0, missing: 0, removed: 0 };
  const pending = await db.query<{ id: number; imageUrl: string }>(
    `select id, image_url as "imageUrl" from reviews where media_id is null and ${OLD_UPLOAD}
      order by id`,
  );
  for (const row of pending) {
    const outcome = await db.tx((q) => convert(q, uploadDir, files, row));
    if (outcome) report[outcome]++;
    // A refused picture is off its row now: its file goes at once (no media holds it).
    if (outcome === 'refused' && (await unlinkUnused(db, uploadDir, row.imageUrl))) {
      report.removed++;
    }
  }
  report.removed += await removeConverted(db, uploadDir);
  return report;
}

async function convert(
  q: Queryable,
  uploadDir: string,
  files: FileStore,
  row: { id: number; imageUrl: string },
) {
  await q.query('select pg_advisory_xact_lock($1)', [OLD_PHOTOS_LOCK]);
  // Another process may have converted it meanwhile, or staff removed the photo.
  const [still] = await q.query(
    'select 1 from reviews where id = $1 and media_id is null and image_url = $2 for update',
    [row.id, row.imageUrl],
  );
  if (!still) return undefined;
  const file = oldFile(uploadDir, row.imageUrl);
  const bytes = file && (await fs.readFile(file).catch(() => undefined));
  if (!bytes) return 'missing' as const;
  try {
    const media = await storeImage(q, bytes, { files });
    await q.query('update reviews set media_id = $2 where id = $1', [row.id, media.id]);
    return 'reencoded' as const;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // No visitor's browser is sent what the shop would refuse as an upload today.
    await q.query('update reviews set image_url = null where id = $1', [row.id]);
    return 'refused' as const;
  }
}

/** Deletes an old file unless a row not yet converted still shows it. */
async function unlinkUnused(q: Queryable, uploadDir: string, imageUrl: string) {
  const [shown] = await q.query(
    'select 1 from reviews where image_url = $1 and media_id is null limit 1',
    [imageUrl],
  );
  return !shown && unlink(oldFile(uploadDir, imageUrl));
}

/** The converted rows' old files, deleted; then their old address is cleared. */
async function removeConverted(db: Db, uploadDir: string) {
  const converted = await db.query<{ id: number; imageUrl: string }>(
    `select id, image_url as "imageUrl" from reviews where media_id is not null and ${OLD_UPLOAD}`,
  );
  let removed = 0;
  for (const row of converted) {
    if (await unlinkUnused(db, uploadDir, row.imageUrl)) removed++;
    await db.query('update reviews set image_url = null where id = $1 and media_id is not null', [
      row.id,
    ]);
  }
  return removed;
}
