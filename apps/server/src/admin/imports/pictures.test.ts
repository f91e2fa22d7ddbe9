import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { COMMAND_LINE } from '../staff/service.ts';
import { staffSession } from '../test-helpers.ts';
import { runImport } from './service.ts';
import {
  PICTURE_HEADER as HEADER,
  pictureRow as row,
  postImport,
  shopCounts,
} from './test-helpers.ts';

let h: Harness;
let cookie: string;
let server: http.Server;
let base: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  server = http.createServer((request, response) => {
    hits.set(request.url!, (hits.get(request.url!) ?? 0) + 1);
    if (request.url === '/red.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (request.url === '/broken.png')
      response.writeHead(200).end('<html>not a picture</html>');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The test server is on this machine: opened by configuration alone (remote.test.ts checks
  // that nothing else is).
  h = await startHarness({ products: 2, env: { IMPORT_ALLOW_PRIVATE_HOSTS: '127.0.0.1' } });
  cookie = (await staffSession(h, 'catalog')).cookie;
});
afterAll(async () => {
  server?.close();
  await h?.close();
});

describe('pictures of an import', () => {
  it('a picture that cannot be read is an error at its line; nothing is written', async () => {
    const csv = [
      HEADER,
      row('pic-one', 'PIC-1', `${base}/red.png`),
      row('pic-two', 'PIC-2', `${base}/missing.png`),
      row('pic-three', 'PIC-3', `${base}/broken.png`),
      row('pic-four', 'PIC-4', 'ftp://example.com/a.png'),
      // Another site's address, not a path of this shop to keep as it is.
      row('pic-five', 'PIC-5', '//evil.example/a.png'),
    ].join('\n');
    const before = await shopCounts(h);
    const { report } = await postImport(h, cookie, csv, true);
    expect(report.errors.map((e) => [e.line, e.column, e.message])).toEqual([
      [3, 'Image Src', `The picture “${base}/missing.png” could not be read (HTTP 404)`],
      [4, 'Image Src', `“${base}/broken.png” is not a JPEG, PNG, WebP, AVIF or GIF picture`],
      [5, 'Image Src', expect.stringContaining('only http and https')],
      [6, 'Image Src', expect.stringContaining('“//evil.example/a.png” is a file name')],
    ]);
    // A dry run stores no picture either.
    expect(await shopCounts(h)).toEqual(before);
  });

  it('reads an address once per run and stores the same picture once', async () => {
    hits.clear();
    const csv = [
      HEADER,
      row('pic-one', 'PIC-1', `${base}/red.png`),
      row('pic-two', 'PIC-2', `${base}/red.png`, `${base}/red.png`),
    ].join('\n');
    const before = await shopCounts(h);
    const { report } = await postImport(h, cookie, csv, false);
    expect(report).toMatchObject({ created: 2, images: 1, errors: [] });
    expect(hits.get('/red.png')).toBe(1);
    const images = await h.db.query<{ url: string; color: string | null }>(
      `select i.url, o.code as color from product_images i join products p on p.id = i.product_id
       left join filter_options o on o.id = i.color_id where p.handle like 'pic-%' order by p.handle`,
    );
    expect(images).toEqual([
      { url: expect.stringMatching(/^\/media\/photos\/[0-9a-f]{24}-640\.webp$/), color: null },
      { url: images[0]!.url, color: 'red' },
    ]);
    expect((await shopCounts(h)).media).toBe(before.media + 1);
    // Again: the same address, read again by the new run, is the picture already stored.
    const again = await postImport(h, cookie, csv, false);
    expect(again.report).toMatchObject({ unchanged: 2, errors: [] });
    expect((await shopCounts(h)).media).toBe(before.media + 1);
  });

  it('reads relative names from the images folder, never outside it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-images-'));
    await sharp({ create: { width: 30, height: 30, channels: 3, background: '#1f2d4d' } })
      .jpeg()
      .toFile(path.join(dir, 'navy.jpg'));
    const file = path.join(dir, 'import.csv');
    await fs.writeFile(
      file,
      [
        HEADER,
        row('pic-local', 'PIC-L', 'navy.jpg'),
        row('pic-escape', 'PIC-E', '../etc/passwd'),
      ].join('\n'),
    );
    const deps = { ...h, now: () => new Date() };
    const options = { dryRun: false, name: 'import.csv', lang: 'en' as const };
    const report = await runImport(deps, COMMAND_LINE, file, { ...options, imagesDir: dir });
    expect(report.errors).toEqual([
      { line: 3, column: 'Image Src', message: expect.stringContaining('outside the folder') },
    ]);
    await fs.writeFile(file, [HEADER, row('pic-local', 'PIC-L', 'navy.jpg')].join('\n'));
    const done = await runImport(deps, COMMAND_LINE, file, { ...options, imagesDir: dir });
    expect(done).toMatchObject({ created: 1, images: 1, errors: [] });
    await fs.rm(dir, { recursive: true, force: true });
  });
});
