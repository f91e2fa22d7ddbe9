import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, MEDIA_WIDTHS, mediaUrl } from '@atelier/contract';
import { startHarness, type Harness } from '../test/harness.ts';
import { bombPng, hasGps, photoJpeg } from '../test/images.ts';
import { AppError } from './errors.ts';
import { folderFiles } from './files.ts';
import { mediaCopy, storeImage } from './media.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 1 });
});
afterAll(() => h.close());

const files = () => folderFiles(h.config.uploadDir);
const store = (bytes: Buffer) => storeImage(h.db, bytes, { files: files() });
const copy = (id: string, width: number) =>
  path.join(h.config.uploadDir, 'media', `${id}-${width}.webp`);

/** The refusal storeImage throws, or fails when it stores the bytes. */
async function refusal(bytes: Buffer): Promise<AppError> {
  const error = await store(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('storeImage', () => {
  it('keeps a photo as WebP at every width, never wider than it was, with no metadata', async () => {
    const jpeg = await photoJpeg(1000, 750, (image) =>
      image
        .withExif({
          IFD0: { Make: 'Phone', Model: 'X' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
        })
        .withIccProfile('p3')
        .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><secret/></x:xmpmeta>'),
    );
    const before = await sharp(jpeg).metadata();
    expect(hasGps(before.exif)).toBe(true);
    expect(before.icc).toBeDefined();
    expect(before.xmp).toBeDefined();

    const stored = await store(jpeg);
    expect(stored).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      url: mediaUrl(stored.id, 640),
      width: 1000,
      height: 750,
      srcset: MEDIA_WIDTHS.map((w) => `${mediaUrl(stored.id, w)} ${w}w`).join(', '),
    });
    const widths = [];
    for (const width of MEDIA_WIDTHS) {
      const meta = await sharp(copy(stored.id, width)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta).not.toHaveProperty('exif');
      expect(meta).not.toHaveProperty('icc');
      expect(meta).not.toHaveProperty('xmp');
      expect(meta.space).toBe('srgb');
      widths.push([meta.width, meta.height]);
    }
    expect(widths).toEqual([
      [320, 240],
      [640, 480],
      [1000, 750],
    ]);
    const [row] = await h.db.query('select width, height, format from media where id = $1', [
      stored.id,
    ]);
    expect(row).toEqual({ width: 1000, height: 750, format: 'jpeg' });
  });

  it('turns a photo upright by its EXIF orientation before forgetting it', async () => {
    // A landscape sensor image that the camera marks "rotate 90°": upright it is a portrait.
    const jpeg = await photoJpeg(600, 400, (image) => image.withMetadata({ orientation: 6 }));
    const stored = await store(jpeg);
    expect([stored.width, stored.height]).toEqual([400, 600]);
    const meta = await sharp(copy(stored.id, 320)).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([320, 480, undefined]);
  });

  it('stores the same upload once, whoever sends it and however often', async () => {
    const png = await sharp({
      create: { width: 50, height: 40, channels: 4, background: '#1f2d4d80' },
    })
      .png()
      .toBuffer();
    const all = await Promise.all([store(png), store(png), store(png)]);
    expect(new Set(all.map((s) => s.id)).size).toBe(1);
    const rows = await h.db.query('select 1 from media where id = $1', [all[0]!.id]);
    expect(rows).toHaveLength(1);
    expect((await sharp(copy(all[0]!.id, 1280)).metadata()).hasAlpha).toBe(true);
  });

  it('takes PNG, WebP, AVIF and the first frame of a GIF', async () => {
    const picture = sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c0392b' },
    });
    for (const format of ['png', 'webp', 'avif', 'gif'] as const) {
      const bytes = await picture.clone().toFormat(format).toBuffer();
      const stored = await store(bytes);
      expect([stored.width, stored.height], format).toEqual([64, 48]);
      const [row] = await h.db.query('select format from media where id = $1', [stored.id]);
      expect(row).toEqual({ format });
    }
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = bombPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(40_000);
    const started = performance.now();
    const error = await refusal(bomb);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ image: MEDIA_MESSAGES.pixels });
    // Too many pixels with no side too long, and one side too long with few pixels.
    expect((await refusal(bombPng(8000, 6000))).fields).toEqual({ image: MEDIA_MESSAGES.pixels });
    expect((await refusal(bombPng(10_001, 10))).fields).toEqual({ image: MEDIA_MESSAGES.pixels });
    const stored = await store(bombPng(10_000, 4000));
    expect([stored.width, stored.height]).toEqual([10_000, 4000]);
  });

  it('refuses what is not a picture it takes, naming the field the caller gave', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    const tiff = await sharp(svg).tiff().toBuffer();
    const jpeg = await photoJpeg(200, 200);
    for (const bytes of [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.alloc(0),
      svg,
      tiff,
      jpeg.subarray(0, 300), // a header and no picture
    ]) {
      const error = await refusal(bytes);
      expect(error.fields).toEqual({ image: MEDIA_MESSAGES.kind });
    }
    const named = await storeImage(h.db, svg, { files: files(), field: 'file' })
      .then(() => undefined)
      .catch((e: AppError) => e.fields);
    expect(named).toEqual({ file: MEDIA_MESSAGES.kind });
    const [{ count }] = (await h.db.query('select count(*)::int as count from media')) as [
      { count: number },
    ];
    const written = await fs.readdir(path.join(h.config.uploadDir, 'media'));
    expect(written).toHaveLength(count * MEDIA_WIDTHS.length);
  });

  it('reads back only the names it writes', async () => {
    const { id } = await store(await photoJpeg(400, 300));
    expect((await mediaCopy(files(), `${id}-640.webp`))?.size).toBeGreaterThan(0);
    for (const name of [
      `${id}-641.webp`,
      `${id}-640.png`,
      `../media/${id}-640.webp`,
      `${id}x-640.webp`,
    ]) {
      expect(await mediaCopy(files(), name), name).toBeUndefined();
    }
  });
});
