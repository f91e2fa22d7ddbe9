import { createHash } from 'node:crypto';
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
import type { FileStore } from './files.ts';
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
  /** Where the copies go (filesOf(config)), under `media/`. */
  files: FileStore;
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

/** A copy's key in the file store. */
const copyKey = (name: string) => `media/${name}`;
const copyName = (id: string, width: number) => `${id}-${width}.webp`;

/**
 * Stores an uploaded picture once: it is refused unless it is a JPEG, PNG, WebP, AVIF or GIF (the
 * first frame) of at most MEDIA_MAX_SIDE pixels a side and MEDIA_MAX_PIXELS in all, judged from
 * its header before a pixel is decoded; then it is turned upright by its EXIF orientation,
 * converted to sRGB and written as WebP at each of MEDIA_WIDTHS (never enlarged) with no
 * metadata at all (EXIF, GPS, XMP, ICC). The same bytes uploaded again answer the stored row,
 * once its copies are found in the store: a row whose copies another host's folder holds, or a
 * bucket lost, gets them written again. The files are written before the row, so a committed row
 * always has its copies; a rolled back one leaves files that the same upload, under the same id,
 * writes again.
 */
export async function storeImage(
  q: Queryable,
  input: Buffer,
  { files, field = 'image' }: StoreImageOptions,
): Promise<StoredImage> {
  const sha256 = createHash('sha256').update(input).digest();
  const id = sha256.toString('hex', 0, 12);
  const [stored] = await q.query<MediaRow>(`select ${COLUMNS} from media where sha256 = $1`, [
    sha256,
  ]);
  // The widest name is written last of all (below): found, so are the others.
  if (stored && (await files.has(copyKey(copyName(id, MEDIA_WIDTHS.at(-1)!))))) {
    return toStoredImage(stored);
  }

  const { width, height, format } = await readHeader(input, field);
  await writeCopies(input, id, width, files, field);
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
 * decoded anew from the upload so that a JPEG shrinks while it is read.
 */
async function writeCopies(
  input: Buffer,
  id: string,
  width: number,
  files: FileStore,
  field: string,
) {
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
  const put = (w: number) =>
    files.put(copyKey(copyName(id, w)), copies.get(Math.min(w, width))!, 'image/webp');
  await Promise.all(MEDIA_WIDTHS.slice(0, -1).map(put));
  await put(MEDIA_WIDTHS.at(-1)!);
}

/** A copy from the store by its name, or undefined when there is none or the name is not one. */
export function mediaCopy(files: FileStore, name: string) {
  return MEDIA_FILE.test(name) ? files.get(copyKey(name)) : Promise.resolve(undefined);
}
