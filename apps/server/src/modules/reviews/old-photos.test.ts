// Review photos uploaded before the media pipeline (issue 17 item 4) are re-encoded at start:
// served without their EXIF and GPS, the old files deleted once no row points at them.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { bombPng, hasGps, photoJpeg } from '../../test/images.ts';
import { reencodeOldPhotos } from './old-photos.ts';
import { filesOf } from '../../platform/files.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 10 });
  await fs.mkdir(h.config.uploadDir, { recursive: true });
});
afterAll(() => h?.close());

/** A review whose photo was stored as the shop stored them before 013: the upload as sent. */
async function oldUpload(productId: number, bytes: Buffer | undefined, ext: string) {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  if (bytes) await fs.writeFile(path.join(h.config.uploadDir, name), bytes);
  const [row] = await h.db.query<{ id: number }>(
    `insert into reviews (product_id, name, rating, comment, image_url)
     values ($1, 'Before', 5, 'An old photo', $2) returning id`,
    [productId, `/uploads/${name}`],
  );
  return { id: row!.id, name, url: `/uploads/${name}` };
}

const start = () => reencodeOldPhotos(h.db, h.config.uploadDir, filesOf(h.config));
const exists = (name: string) =>
  fs.access(path.join(h.config.uploadDir, name)).then(
    () => true,
    () => false,
  );

/** Everything a start could change: the review rows' photos, the media rows and the files. */
async function state() {
  return {
    reviews: await h.db.query(
      'select id, image_url, media_id from reviews where image_url is not null or media_id is not null order by id',
    ),
    media: await h.db.query('select id, width, height from media order by id'),
    files: (await fs.readdir(h.config.uploadDir, { recursive: true })).sort(),
  };
}

const square = (background: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();

describe('old review photos at start', () => {
  it('serves an old photo re-encoded without its GPS, deletes the original; a second start changes nothing', async () => {
    const jpeg = await photoJpeg(
      900,
      600,
      (image) =>
        image.withExif({
          IFD0: { Make: 'Phone' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
        }),
      { grain: false },
    );
    const old = await oldUpload(4, jpeg, 'jpg');
    // Before: the original, with where it was taken, goes to every visitor.
    const before = await h.app.inject({ url: old.url });
    expect(hasGps((await sharp(before.rawPayload).metadata()).exif)).toBe(true);

    expect(await start()).toEqual({ reencoded: 1, refused: 0, missing: 0, removed: 1 });

    const listed: Review[] = (await h.app.inject({ url: '/api/v1/products/review/4' })).json();
    const url = listed.find((r) => r.id === old.id)!.image_url!;
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{24}-640\.webp$/);
    const served = await h.app.inject({ url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 427]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('Phone')).toBe(false);
    expect(await exists(old.name)).toBe(false);
    expect((await h.app.inject({ url: old.url })).statusCode).toBe(404);

    const after = await state();
    expect(await start()).toEqual({ reencoded: 0, refused: 0, missing: 0, removed: 0 });
    expect(await state()).toEqual(after);
  });

  it('re-encodes each photo once when several processes start together', async () => {
    const olds = [
      await oldUpload(5, await square('#c0392b'), 'png'),
      await oldUpload(5, await square('#2c3e50'), 'png'),
      await oldUpload(6, await square('#9caf88'), 'png'),
    ];
    const mediaBefore = (await state()).media.length;
    const reports = await Promise.all([start(), start(), start()]);
    expect(reports.reduce((sum, r) => sum + r.reencoded, 0)).toBe(3);
    expect(reports.reduce((sum, r) => sum + r.removed, 0)).toBe(3);
    const rows = await h.db.query<{ mediaId: string | null; imageUrl: string | null }>(
      'select media_id as "mediaId", image_url as "imageUrl" from reviews where id = any($1)',
      [olds.map((o) => o.id)],
    );
    expect(rows.every((r) => r.mediaId && r.imageUrl === null)).toBe(true);
    expect(new Set(rows.map((r) => r.mediaId)).size).toBe(3);
    expect((await state()).media.length).toBe(mediaBefore + 3);
    for (const old of olds) expect(await exists(old.name)).toBe(false);
  });

  it('takes off an old upload the shop refuses today, and keeps a row whose file is not there', async () => {
    const bomb = await oldUpload(7, bombPng(16_000, 16_000), 'png');
    const lost = await oldUpload(7, undefined, 'jpg');
    expect(await start()).toEqual({ reencoded: 0, refused: 1, missing: 1, removed: 1 });
    const [row] = await h.db.query('select image_url, media_id from reviews where id = $1', [
      bomb.id,
    ]);
    expect(row).toEqual({ image_url: null, media_id: null });
    expect(await exists(bomb.name)).toBe(false);
    // An UPLOAD_DIR set wrong must not lose photos: the row waits for a start that finds its file.
    const [kept] = await h.db.query('select image_url from reviews where id = $1', [lost.id]);
    expect(kept).toEqual({ image_url: lost.url });

    const after = await state();
    expect(await start()).toEqual({ reencoded: 0, refused: 0, missing: 1, removed: 0 });
    expect(await state()).toEqual(after);
  });
});
