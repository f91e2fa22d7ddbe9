import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { photoJpeg } from '../../test/images.ts';
import { signIn, staffSession } from '../test-helpers.ts';
import { addDemoOwner, DEMO_OWNER } from './service.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 2 });
});
afterAll(() => h?.close());

describe('the demo owner and product photos', () => {
  it('creates a demo owner on a database without staff, once, who can sign in', async () => {
    const [first, second] = await Promise.all([
      addDemoOwner(h.db, new Date()),
      addDemoOwner(h.db, new Date()),
    ]);
    const created = first ?? second;
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(created!.email).toBe(DEMO_OWNER);
    expect(await addDemoOwner(h.db, new Date())).toBeUndefined();
    const cookie = await signIn(h, DEMO_OWNER, created!.password);
    expect(
      (await h.app.inject({ url: '/api/admin/me', headers: { cookie } })).json(),
    ).toMatchObject({ role: 'owner' });
  });

  it('stores an uploaded photo re-encoded, serves its copy, and audits the upload', async () => {
    const { cookie } = await staffSession(h, 'catalog');
    const boundary = 'atelier-boundary';
    const jpeg = await photoJpeg(800, 600);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const media = res.json() as { id: string; url: string; width: number; height: number };
    expect(media).toMatchObject({ width: 800, height: 600 });
    const copy = await h.app.inject({ url: media.url });
    expect(copy.headers['content-type']).toBe('image/webp');
    const audit = await h.db.query(
      `select 1 from audit_log where entity = 'media' and entity_id = $1`,
      [media.id],
    );
    expect(audit).toHaveLength(1);
    const text = await h.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n`,
        ),
        Buffer.from('not a picture'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(text.statusCode).toBe(400);
  });
});
