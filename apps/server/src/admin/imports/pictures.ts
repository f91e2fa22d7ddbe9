import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_MESSAGES, mediaIdOf, mediaUrl, SHOP_IMAGE_PATH } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { readHeader, storeImage } from '../../platform/media.ts';
import type { MessageKey } from './messages.ts';
import { download, MAX_BYTES, Unreadable } from './remote.ts';
import type { FileStore } from '../../platform/files.ts';

/** The pictures read at once: a slow server is waited for beside the others. */
export const PICTURE_CONCURRENCY = 4;

export type Picture = { url: string } | { key: MessageKey; reason?: string };

export interface PictureOptions {
  /** Store what is read (a real run); a dry run checks the picture and stores nothing. */
  store: boolean;
  files: FileStore;
  publicUrl: string;
  /** The folder relative names are read from (`--images`); none from the back office. */
  imagesDir?: string;
  /** Private addresses pictures may still be read from (IMPORT_ALLOW_PRIVATE_HOSTS, tests). */
  allowPrivateHosts: string[];
}

async function readLocal(dir: string, name: string): Promise<Buffer> {
  const root = path.resolve(dir);
  const file = path.resolve(root, name);
  if (!file.startsWith(root + path.sep)) throw new Unreadable('imageMissing', 'outside the folder');
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new Unreadable('imageMissing', 'no such file');
  if (stat.size > MAX_BYTES) throw new Unreadable('imageBytes');
  return fs.readFile(file);
}

/**
 * The pictures of one import: each address is read once per run (a second product naming it
 * shares the answer) and stored through storeImage, which keeps the same bytes once. Called with
 * the database itself, never in the import's transaction: storing takes a while, and on PGlite a
 * transaction holds the only connection.
 */
export class Pictures {
  private seen = new Map<string, Promise<Picture>>();
  /** Pictures read from a file or the network, for the report. */
  read = 0;

  constructor(
    private db: Queryable,
    private options: PictureOptions,
  ) {}

  /**
   * A picture already on this shop (an export's own addresses): kept, not read again. Any copy of
   * an uploaded photo (the export links the widest) names the photo, as its products hold it.
   */
  private ownPath(src: string) {
    const own = this.options.publicUrl.replace(/\/$/, '');
    const local = src.startsWith(`${own}/`) ? src.slice(own.length) : src;
    const media = mediaIdOf(local);
    if (media) return mediaUrl(media);
    return SHOP_IMAGE_PATH.test(local) ? local : undefined;
  }

  resolve(src: string): Promise<Picture> {
    let answer = this.seen.get(src);
    if (!answer) {
      answer = this.load(src).catch((error: unknown) => {
        if (error instanceof Unreadable) return { key: error.key, reason: error.message };
        if (error instanceof AppError) {
          return { key: error.message === MEDIA_MESSAGES.pixels ? 'imagePixels' : 'imageKind' };
        }
        throw error;
      });
      this.seen.set(src, answer);
    }
    return answer;
  }

  private async load(src: string): Promise<Picture> {
    const own = this.ownPath(src);
    if (own) return { url: own };
    let bytes: Buffer;
    if (/^https?:\/\//i.test(src)) {
      const address = URL.canParse(src) ? new URL(src) : undefined;
      if (!address) throw new Unreadable('imageMissing', 'not an address');
      bytes = await download(address, this.options.allowPrivateHosts);
    } else if (/^[a-z][a-z0-9+.-]*:/i.test(src)) {
      throw new Unreadable('imageMissing', 'only http and https addresses are read');
    } else if (!this.options.imagesDir) {
      throw new Unreadable('imageFolder');
    } else {
      bytes = await readLocal(this.options.imagesDir, src);
    }
    this.read++;
    if (this.options.store) {
      const image = await storeImage(this.db, bytes, { files: this.options.files, field: 'file' });
      return { url: image.url };
    }
    const sha256 = createHash('sha256').update(bytes).digest();
    const [stored] = await this.db.query<{ id: string }>('select id from media where sha256 = $1', [
      sha256,
    ]);
    if (stored) return { url: mediaUrl(stored.id) };
    await readHeader(bytes, 'file');
    // Not stored yet: an address no product has, so the dry run counts the product as changed.
    return { url: `/media/new/${sha256.toString('hex')}` };
  }
}
