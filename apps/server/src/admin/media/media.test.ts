// Issue 27 item 10: a product photo is converted before its transaction opens. On PGlite a
// transaction holds the only connection, so a conversion inside one held every other request.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { photoJpeg } from '../../test/images.ts';
import { staffSession, uploadPhoto } from '../test-helpers.ts';

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await startHarness({ products: 2 });
  cookie = (await staffSession(h, 'catalog')).cookie;
});
afterAll(() => h?.close());

const upload = (photo: Buffer) => uploadPhoto(h.app, cookie, photo);

describe('a product photo upload', () => {
  it('lets the shop answer while the photo is converted', async () => {
    const photo = await photoJpeg(4000, 3000);
    const started = performance.now();
    let uploading = true;
    const answer = upload(photo).finally(() => (uploading = false));
    const waits: number[] = [];
    while (uploading) {
      const asked = performance.now();
      expect((await h.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      waits.push(performance.now() - asked);
      await sleep(10);
    }
    expect((await answer).statusCode).toBe(201);
    const took = performance.now() - started;
    // Held by the upload's transaction, health waited most of the upload (1.2 s of 2 s); free,
    // a small part of it (what the conversion leaves of the CPU).
    expect(Math.max(...waits), `health waits ${waits.map(Math.round)} in ${took} ms`).toBeLessThan(
      took / 3,
    );
    const audit = await h.db.query(`select 1 from audit_log where entity = 'media'`);
    expect(audit).toHaveLength(1);
  });
});
