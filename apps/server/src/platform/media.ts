import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type sharpModule from 'sharp';
import {
  MEDIA_FILE,
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_SIDE,
  MEDIA_MESSAGES,
  MEDIA_WIDTHS,
  mediaSrcset,
  mediaUrl,
} from '@atelier/contract';
import type { Queryable } from './db.ts';
import { AppError } from './errors.ts';

export interface StoredImage {
  /** The media row's id; the copies are `mediaUrl(id, width)` for each of MEDIA_WIDTHS. */
  id: string;
  /** The copy at MEDIA_DEFAULT_WIDTH. */
  url: string;
  /** The picture's size once turned upright, before any resizing. */
  width: number;
  height: number;
  /** Every copy, for an img's srcset. */
  srcset: string;
}

export interface StoreImageOptions {
  /** config.uploadDir: the copies go in its `media` folder. */
  uploadDir: string;
  /** The form field a refusal names (`image` for a review, `file` for the back office). */
  field?: string;
}

/** The uploads sharp may decode: AVIF comes as HEIF with AV1 inside (HEIC photos are refused). */
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** WebP at this quality keeps a photo's look at a fraction of a JPEG's bytes, and encodes fast. */
const WEBP = { quality: 80, effort: 4 } as const;

/**
 * sharp (libvips, about 20 MB resident) is loaded with the first picture, so a process that reads
 * none (the catalog command on a file without pictures) never holds it. Each upload is decoded
 * once: sharp's cache of recent operations would only hold memory.
 */
let loading: Promise<typeof sharpModule> | undefined;
const loadSharp = () =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

/** The folder of the resized copies under UPLOAD_DIR. */
const mediaDir = (uploadDir: string) => path.join(uploadDir, 'media');

/**
 * Stores an uploaded picture once: it is refused unless it is a JPEG, PNG, WebP, AVIF or GIF (the
 * first frame) of at most MEDIA_MAX_SIDE pixels a side and MEDIA_MAX_PIXELS in all, judged from
 * its header before a pixel is decoded; then it is turned upright by its EXIF orientation,
 * converted to sRGB and written as WebP at each of MEDIA_WIDTHS (never enlarged) with no
 * metadata at all (EXIF, GPS, XMP, ICC). The same bytes uploaded again answer the stored row.
 * The files are written before the row, so a committed row always has its copies; a rolled back
 * one leaves files that the same upload, under the same id, writes again.
 */
export async function storeImage(
  q: Queryable,
  input: Buffer,
  { uploadDir, field = 'image' }: StoreImageOptions,
): Promise<StoredImage> {
  const sha256 = createHash('sha256').update(input).digest();
  const id = sha256.toString('hex', 0, 12);
  const [stored] = await q.query<MediaRow>(`select ${COLUMNS} from media where sha256 = $1`, [
    sha256,
  ]);
  if (stored) return toStoredImage(stored);

  const { width, height, format } = await readHeader(input, field);
  await writeCopies(input, id, width, mediaDir(uploadDir), field);
  await q.query(
    `insert into media (id, sha256, width, height, format) values ($1, $2, $3, $4, $5)
     on conflict do nothing`,
    [id, sha256, width, height, format === 'heif' ? 'avif' : format],
  );
  return toStoredImage({ id, width, height });
}

interface MediaRow {
  id: string;
  width: number;
  height: number;
}
const COLUMNS = 'id, width, height';

function toStoredImage({ id, width, height }: MediaRow): StoredImage {
  const url = mediaUrl(id);
  return { id, url, width, height, srcset: mediaSrcset(url)! };
}

/**
 * The picture's upright size and format from its header alone: no pixel is decoded here (an
 * import's dry run checks its pictures with it, storing none).
 */
export async function readHeader(input: Buffer, field: string) {
  // sharp throws at once for an empty buffer, and rejects for bytes it can't read.
  const sharp = await loadSharp();
  const meta = await Promise.resolve()
    .then(() => sharp(input).metadata())
    .catch(() => undefined);
  const format = meta?.format;
  const readable =
    format && FORMATS.has(format) && (format !== 'heif' || meta.compression === 'av1');
  if (!meta || !readable) throw refuse(field, MEDIA_MESSAGES.kind);
  const { width, height } = meta.autoOrient;
  if (!width || !height) throw refuse(field, MEDIA_MESSAGES.kind);
  if (Math.max(width, height) > MEDIA_MAX_SIDE || width * height > MEDIA_MAX_PIXELS) {
    throw refuse(field, MEDIA_MESSAGES.pixels);
  }
  return { width, height, format };
}

/**
 * One WebP per distinct width (a narrow picture's larger names share its own-size copy), each
 * decoded anew from the upload so that a JPEG shrinks while it is read. Every file is written
 * under a temporary name and renamed: a reader never sees half a file.
 */
async function writeCopies(input: Buffer, id: string, width: number, dir: string, field: string) {
  const sharp = await loadSharp();
  const encode = (to: number) =>
    // failOn 'error': a photo with a minor flaw (a truncated thumbnail, a bad EXIF tag) still
    // decodes; limitInputPixels guards again, should a header have understated the size.
    sharp(input, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: to, withoutEnlargement: true })
      .toColourspace('srgb')
      .webp(WEBP)
      .toBuffer();
  const targets = [...new Set(MEDIA_WIDTHS.map((w) => Math.min(w, width)))];
  const encoded = await Promise.all(targets.map(encode)).catch(() => {
    throw refuse(field, MEDIA_MESSAGES.kind);
  });
  const copies = new Map(targets.map((to, i) => [to, encoded[i]!]));
  await fs.mkdir(dir, { recursive: true });
  await Promise.all(
    MEDIA_WIDTHS.map(async (w) => {
      const file = path.join(dir, `${id}-${w}.webp`);
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, copies.get(Math.min(w, width))!);
      await fs.rename(temporary, file);
    }),
  );
}

/** The file of a copy's name, or undefined when the name is not one storeImage writes. */
export function mediaFile(uploadDir: string, name: string): string | undefined {
  return MEDIA_FILE.test(name) ? path.join(mediaDir(uploadDir), name) : undefined;
}
