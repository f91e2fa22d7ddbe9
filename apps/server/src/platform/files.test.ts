// Photos on several hosts: each host's own folder, or one S3-compatible bucket they share (s3rver,
// a real S3 API on this machine, started by the test).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS } from '@atelier/contract';
import { buildApp } from '../app.ts';
import { staffSession, uploadPhoto } from '../admin/test-helpers.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { photoJpeg } from '../test/images.ts';
import type { Config } from './config.ts';
import { bucketFiles } from './files.ts';
import { moveToBucket } from './move-to-bucket.ts';

const BUCKET = 'atelier-photos';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-files-'));
let s3: S3rver;
let bucket: NonNullable<Config['bucket']>;
let h: Harness;
let cookie: string;

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: path.join(root, 's3'),
    silent: true,
  });
  const { port } = await s3.run();
  bucket = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const { bucket: Bucket, ...client } = bucket;
  await new S3Client({
    ...client,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }).send(new CreateBucketCommand({ Bucket }));
  h = await startHarness({ products: 1 });
  cookie = (await staffSession(h, 'catalog')).cookie;
});
afterAll(async () => {
  await h?.close();
  await s3?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/**
 * Another host on the harness's database: its own upload folder, and the bucket when given; with a
 * build, that build's web app with these assets.
 */
async function host(name: string, shared?: Config['bucket'], assets?: Record<string, string>) {
  const config = { ...h.config, uploadDir: path.join(root, name), bucket: shared };
  const webDist = assets && path.join(root, `${name}-dist`);
  if (webDist) {
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const [file, text] of Object.entries(assets!)) {
      fs.writeFileSync(path.join(webDist, 'assets', file), text);
    }
  }
  const app = await buildApp({ config, db: h.db, logger: false, webDist });
  return { app, close: () => app.close() };
}

async function upload(app: Awaited<ReturnType<typeof host>>['app'], photo: Buffer) {
  const res = await uploadPhoto(app, cookie, photo);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; url: string };
}

describe('photos on several hosts', () => {
  it('on folders of their own: a host without the copies answers 404 not kept, and an upload through it writes them', async () => {
    const [a, b] = [await host('a'), await host('b')];
    try {
      const bytes = await photoJpeg(401, 300);
      const photo = await upload(a.app, bytes);
      expect((await a.app.inject(photo.url)).statusCode).toBe(200);
      const missing = await b.app.inject(photo.url);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['cache-control']).toBe('no-store');
      // The database row says stored; B's folder says otherwise, and the folder decides.
      expect((await upload(b.app, bytes)).id).toBe(photo.id);
      expect((await b.app.inject(photo.url)).statusCode).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('on a shared bucket: a photo uploaded through one host is served by the others', async () => {
    const [a, b] = [await host('c', bucket), await host('d', bucket)];
    try {
      const photo = await upload(a.app, await photoJpeg(402, 300));
      const fromA = await a.app.inject(photo.url);
      const fromB = await b.app.inject(photo.url);
      expect(fromB.statusCode).toBe(200);
      expect(fromB.headers['content-type']).toBe('image/webp');
      expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
      expect(fs.existsSync(path.join(root, 'c'))).toBe(false);
      const gone = await b.app.inject(photo.url.replace(photo.id, '0'.repeat(24)));
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['cache-control']).toBe('no-store');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("moves a shop's photos from its folder to a bucket, once", async () => {
    const local = await host('e');
    const photo = await upload(local.app, await photoJpeg(403, 300));
    await local.close();
    const dir = path.join(root, 'e');
    const move = () => moveToBucket(dir, bucketFiles(bucket));
    expect(await move()).toEqual({ moved: MEDIA_WIDTHS.length, present: 0 });
    expect(await move()).toEqual({ moved: 0, present: MEDIA_WIDTHS.length });
    const served = await host('f', bucket);
    try {
      expect((await served.app.inject(photo.url)).statusCode).toBe(200);
    } finally {
      await served.close();
    }
  });

  it("serves, during a rolling deploy, the previous build's scripts from the bucket", async () => {
    const previous = await host('g', bucket, { 'mount-OLD1.js': 'export const build = 1;' });
    const next = await host('h', bucket, { 'mount-NEW2.js': 'export const build = 2;' });
    const alone = await host('i', undefined, { 'mount-NEW2.js': 'export const build = 2;' });
    try {
      const old = await next.app.inject('/assets/mount-OLD1.js');
      expect(old.statusCode).toBe(200);
      expect(old.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(old.body).toBe('export const build = 1;');
      expect((await previous.app.inject('/assets/mount-NEW2.js')).body).toBe(
        'export const build = 2;',
      );
      // Without a bucket, a script no build has is a plain 404 kept nowhere, not the app's page.
      const missing = await alone.app.inject('/assets/mount-OLD1.js');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^text\/plain/);
      expect(missing.headers['cache-control']).toBe('no-store');
    } finally {
      await Promise.all([previous.close(), next.close(), alone.close()]);
    }
  });
});
